// Consumers type-check this source directly, so they need the *.po module declaration too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./po.d.ts" />
import { i18n, type I18n } from "@lingui/core";
import { catalogStore } from "./catalog-store.ts";
import { intlLocale, type Language } from "./languages.ts";
import { messages as english } from "./locales/en/messages.po";

// English ships in the first load and is active until the member's language is applied (F-016, F-031).
catalogStore(i18n).adopt("en", english);
i18n.activate("en", intlLocale("en"));

/** The app-wide Lingui instance (the one the macros use), English active until a language is applied. */
export const tandemI18n: I18n = i18n;

/**
 * Loads the bundled catalog of `language` (once) and makes it the active one, without server strings or a
 * time limit; rejects when the catalog cannot be loaded. The app switches with `switchLanguage` instead.
 */
export async function applyLanguage(language: Language, instance: I18n = tandemI18n): Promise<void> {
  await catalogStore(instance).ensureBundled(language);
  instance.activate(language, intlLocale(language));
}
