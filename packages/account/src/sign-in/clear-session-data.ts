import { forgetMember, LANGUAGE_STORAGE_KEY, writeStored } from "@tandem/page-kit";

/**
 * Forgets what this browser kept about the member but keeps their language and the device's settings (D-06;
 * page-kit's forgetMember): the signed-in hint, the map's last place, the sign-in under way and the next URL go.
 * The server's `Clear-Site-Data` answer to the sign-out is ignored by browsers (the backend sends it unquoted), and
 * where one honours it, storage is wiped, language included, so the language is written back from memory.
 * Storage that throws (private mode) is logged and skipped (F-020).
 */
export function clearSessionData(language: string): void {
  forgetMember();
  writeStored("local", LANGUAGE_STORAGE_KEY, language);
}
