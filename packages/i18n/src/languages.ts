/** The languages of the interface (doc 1 §9); English is the default. */
export const SUPPORTED_LANGUAGES = ["en", "es"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Narrows any string to a supported language, falling back to English. */
export function toLanguage(value: unknown): Language {
  return SUPPORTED_LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

/** The Intl locale for a language: US conventions (D-18), Spanish or English words. */
export function intlLocale(language: Language): string {
  return language === "es" ? "es-US" : "en-US";
}
