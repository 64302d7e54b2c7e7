import { i18n, type I18n } from "@lingui/core";
import { catalogStore } from "./catalog-store.ts";
import type { MessageArea } from "./catalogs.ts";
import { intlLocale, toLanguage, type Language } from "./languages.ts";

// English is the active language until the member's is applied (F-016, F-031); its catalog arrives with the
// first `switchLanguage` (the app applies one before its first render, F-001).
i18n.load("en", {});
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

/**
 * Loads the words of an area of pages (`account`, `pages`) in the active language, once; later language switches
 * bring them along. The shell awaits it beside the page's chunk, so a page never shows before its words.
 * @example await loadMessageArea("account");
 */
export function loadMessageArea(area: MessageArea, instance: I18n = tandemI18n): Promise<void> {
  return catalogStore(instance).ensureArea(toLanguage(instance.locale), area);
}
