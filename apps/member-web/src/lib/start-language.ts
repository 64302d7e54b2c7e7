import {
  DEFAULT_LANGUAGE,
  switchLanguage,
  tandemI18n,
  toLanguage,
  type StaticStringsLoader,
} from "@tandem/i18n";
import { setDocumentLanguage } from "./document-language.ts";
import { LANGUAGE_STORAGE_KEY, readStored } from "@tandem/page-kit";

// The language being started, until it is applied: the router's first loaders run while its strings load, and
// their requests must already ask for it (server texts such as offering names come back in that language).
let starting: string | null = null;

/** The language requests ask for (`Accept-Language`): the one being started, then the active one. */
export function requestLanguage(): string {
  return starting ?? tandemI18n.locale;
}

/**
 * Applies the remembered language (English when none, F-016) with the server's main strings before the first
 * render (F-001), waiting for them at most 500 ms (D-03); if its catalog cannot be loaded the app starts in
 * English (F-036). Marks the document's language either way.
 */
export async function startLanguage(strings: StaticStringsLoader | null): Promise<void> {
  const language = toLanguage(readStored("local", LANGUAGE_STORAGE_KEY, DEFAULT_LANGUAGE));
  starting = language;
  try {
    const applied = await switchLanguage(language, { strings });
    // No catalog is in the first load: a language that failed leaves the app in English, with its catalog.
    if (!applied && language !== DEFAULT_LANGUAGE) await switchLanguage(DEFAULT_LANGUAGE, { strings });
  } finally {
    starting = null;
  }
  setDocumentLanguage(toLanguage(tandemI18n.locale));
}
