// Consumers type-check this source directly, so they need the *.po module declaration too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./po.d.ts" />
import type { Messages } from "@lingui/core";
import type { Language } from "./languages.ts";

/**
 * The catalogs: `messages` holds what every screen needs and is fetched at start; each other is one area's pages
 * (`account`, `commerce`, `mobility`, and the shell's own `pages`), fetched with the area's first page. Each is a chunk of its own.
 */
export const MESSAGE_AREAS = ["messages", "account", "commerce", "mobility", "pages"] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

// Static import() strings, one per file, so the bundler emits one chunk per catalog and language.
const catalogs: Record<Language, Record<MessageArea, () => Promise<{ messages: Messages }>>> = {
  en: {
    messages: () => import("./locales/en/messages.po"),
    account: () => import("./locales/en/account.po"),
    commerce: () => import("./locales/en/commerce.po"),
    mobility: () => import("./locales/en/mobility.po"),
    pages: () => import("./locales/en/pages.po"),
  },
  es: {
    messages: () => import("./locales/es/messages.po"),
    account: () => import("./locales/es/account.po"),
    commerce: () => import("./locales/es/commerce.po"),
    mobility: () => import("./locales/es/mobility.po"),
    pages: () => import("./locales/es/pages.po"),
  },
};

/** The compiled catalog of a language and area (default the start-up one), loaded on demand. */
export async function loadCatalog(language: Language, area: MessageArea = "messages"): Promise<Messages> {
  const { messages } = await catalogs[language][area]();
  return messages;
}
