import { isAppPath } from "@tandem/paths";
import { readStored, writeStored } from "./storage.ts";

const KEY = "next-url";

/**
 * Remembers the guarded page a signed-out visitor asked for (S-06), in session storage (D-01). Only same-app
 * relative paths are kept, so the value can never redirect off the app.
 */
export function rememberNextUrl(path: string): void {
  if (isAppPath(path)) writeStored("session", KEY, path);
}

/** The remembered path, cleared as it is read (used once, after sign-in). */
export function takeNextUrl(): string | null {
  const path = readStored<unknown>("session", KEY, null);
  writeStored("session", KEY, undefined);
  return typeof path === "string" && isAppPath(path) ? path : null;
}
