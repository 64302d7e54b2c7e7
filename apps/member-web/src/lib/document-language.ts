import type { Language } from "@tandem/i18n";

/** Marks the document's language, so screen readers pronounce it right and the browser offers no translation. */
export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}
