// Consumers type-check this source directly, so they need the *.po module declaration too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./po.d.ts" />
import type { Messages } from "@lingui/core";
import { messages as english } from "./locales/en/messages.po";
import type { Language } from "./languages.ts";

/**
 * The compiled catalog of a language. English ships in the first load; Spanish is fetched on demand as its own
 * chunk.
 */
export async function loadCatalog(language: Language): Promise<Messages> {
  if (language === "en") return english;
  const { messages } = await import("./locales/es/messages.po");
  return messages;
}
