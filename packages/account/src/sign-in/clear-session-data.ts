/** The one local-storage key that outlives a sign-out (D-06: the language choice is kept). */
const KEPT_LOCAL_KEYS = new Set(["language"]);

/**
 * Forgets what this browser kept about the member (D-06): every local-storage key but the language, and all
 * session storage (the next URL). Storage that throws (private mode) is logged and skipped (F-020).
 */
export function clearSessionData(): void {
  try {
    const local = window.localStorage;
    for (const key of Object.keys(local)) if (!KEPT_LOCAL_KEYS.has(key)) local.removeItem(key);
    window.sessionStorage.clear();
  } catch (error) {
    console.error("storage: could not clear the session data", error);
  }
}
