import { LANGUAGE_STORAGE_KEY, writeStored } from "@tandem/page-kit";

/**
 * Forgets what this browser kept about the member but keeps their language (D-06): every local-storage key and all
 * session storage (the next URL) go, then the language is written back. The server's `Clear-Site-Data: "*"`
 * answer to the sign-out (contract §3.15) has usually wiped storage already, language included, so the language
 * is passed in from memory. Storage that throws (private mode) is logged and skipped (F-020).
 */
export function clearSessionData(language: string): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch (error) {
    console.error("storage: could not clear the session data", error);
  }
  writeStored("local", LANGUAGE_STORAGE_KEY, language);
}
