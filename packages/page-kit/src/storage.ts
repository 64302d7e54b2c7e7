// Storage through one JSON wrapper (F-020): read, parse and write errors are logged and the caller's default
// is used; nothing throws. Language lives in localStorage; navigation state in sessionStorage (D-01).

/** The local-storage key of the member's language (F-016, F-019), the one key that outlives a sign-out (D-06). */
export const LANGUAGE_STORAGE_KEY = "language";

/** Which storage: the language in `local`, navigation state in `session` (D-01). */
export type StorageArea = "local" | "session";

function store(area: StorageArea): Storage | null {
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch (error) {
    console.error("storage unavailable", error);
    return null;
  }
}

/** Reads and JSON-parses `key`, or returns `fallback` (logging why) when absent or unreadable. */
export function readStored<T>(area: StorageArea, key: string, fallback: T): T {
  try {
    const raw = store(area)?.getItem(key);
    return raw == null ? fallback : (JSON.parse(raw) as T);
  } catch (error) {
    console.error(`storage: could not read ${key}`, error);
    return fallback;
  }
}

/** JSON-serialises `value` under `key`; `undefined` removes it. Failures are logged. */
export function writeStored(area: StorageArea, key: string, value: unknown): void {
  try {
    const target = store(area);
    if (value === undefined) target?.removeItem(key);
    else target?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`storage: could not write ${key}`, error);
  }
}
