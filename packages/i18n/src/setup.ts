// Consumers type-check this source directly, so they need the *.po module declaration too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./po.d.ts" />
import { i18n, type I18n } from "@lingui/core";
import { loadCatalog } from "./catalogs.ts";
import { messages as english } from "./locales/en/messages.po";
import type { Language } from "./languages.ts";

i18n.load("en", english);
i18n.activate("en");

/** The app-wide Lingui instance, English active until a language is applied. */
export const tandemI18n: I18n = i18n;

/** Loads the catalog of `language` (once) and makes it the active one. */
export async function applyLanguage(language: Language, instance: I18n = tandemI18n): Promise<void> {
  if (!(language in instance.messages) || Object.keys(instance.messages).length === 0) {
    instance.load(language, await loadCatalog(language));
  }
  instance.activate(language);
}
