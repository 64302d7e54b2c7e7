// What this browser keeps of a member, forgotten when their session ends: a sign-out (F-015, D-06, S-04) or the
// 401 that ends a session mid-visit. The backend's `Clear-Site-Data: *` goes unquoted, so browsers ignore it:
// the app clears what it keeps itself and never counts on the header.
import { LANGUAGE_STORAGE_KEY, type StorageArea } from "./storage.ts";

/** F-073: the install prompt's "stop prompting" flag, versioned; the device's, not the member's. */
export const INSTALL_PROMPT_STORAGE_KEY = "should-prompt-to-install-1";
/** B-12: the developer switches of this browser. */
export const DEV_SWITCHES_STORAGE_KEY = "dev-switches";
/** B-09: when this tab last reloaded into a new build, so a stale chunk reloads it only once. */
export const RELOAD_GUARD_STORAGE_KEY = "tandem.reloaded-for-update";

/**
 * The keys of the device, not of a member, that outlive a session: the language (F-016, D-06), the install prompt's
 * choice ("either choice stops future prompts", F-073), the developer switches and the reload guard. Everything
 * else is the member's (the signed-in hint, the map's last place, a partner's invitation, the sign-in under
 * way, the next URL) and goes: a key added later is forgotten unless it is named here.
 */
export const DEVICE_STORAGE_KEYS: Record<StorageArea, readonly string[]> = {
  local: [LANGUAGE_STORAGE_KEY, INSTALL_PROMPT_STORAGE_KEY, DEV_SWITCHES_STORAGE_KEY],
  session: [RELOAD_GUARD_STORAGE_KEY],
};

function keepOnly(area: StorageArea, keep: readonly string[]): void {
  try {
    const storage = area === "local" ? window.localStorage : window.sessionStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && !keep.includes(key)) storage.removeItem(key);
  } catch (error) {
    // F-020: storage that throws (private mode) is logged and skipped.
    console.error(`storage: could not forget the member's ${area} data`, error);
  }
}

/**
 * Removes what local and session storage hold of the member, keeping the device's settings
 * ({@link DEVICE_STORAGE_KEYS}). A session that ends mid-visit remembers its page to return to afterwards (S-06).
 */
export function forgetMember(): void {
  keepOnly("local", DEVICE_STORAGE_KEYS.local);
  keepOnly("session", DEVICE_STORAGE_KEYS.session);
}
