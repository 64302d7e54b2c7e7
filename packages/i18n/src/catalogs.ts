// Consumers type-check this source directly, so they need the *.po module declaration too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./po.d.ts" />
import type { Messages } from "@lingui/core";
import type { Language } from "./languages.ts";

// Each catalog is a chunk of its own, fetched while the app fetches the server's strings at start, so neither
// language weighs on the first load and a Spanish-speaking member never downloads the English text.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import("./locales/en/messages.po"),
  es: () => import("./locales/es/messages.po"),
};

/** The compiled catalog of a language, loaded on demand as its own chunk. */
export async function loadCatalog(language: Language): Promise<Messages> {
  const { messages } = await catalogs[language]();
  return messages;
}
