import { APP_BASE } from "./route-patterns.ts";

/**
 * True when `path` is a same-app relative path that is safe to navigate to: it starts with one `/`, has no
 * backslash or control character, and stays on this origin once resolved (no `//host`, `/\host` or scheme).
 * Used for every URL taken from a query, a hash or storage (next URL, `returnTo`), so none can leave the app.
 * @example isAppPath("/ledgers?page=2") // true
 * @example isAppPath("//evil.example") // false
 */
export function isAppPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  // Browsers treat "\" like "/" and drop tabs and newlines, so "/\evil" or "/\t/evil" would leave the origin.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    const origin = "https://app.invalid";
    return new URL(path, origin).origin === origin;
  } catch {
    return false;
  }
}

/**
 * The browser path of an in-app path: `/dashboard` → `/app/dashboard`. For links outside the router,
 * such as the sandbox's demo page or a server redirect.
 */
export function withAppBase(path: string): string {
  return path === "/" ? `${APP_BASE}/` : `${APP_BASE}${path}`;
}

/**
 * The in-app path of a browser path: `/app/ledgers?page=2` → `/ledgers?page=2`; `null` when it is not under
 * the app's base.
 */
export function withoutAppBase(browserPath: string): string | null {
  if (browserPath === APP_BASE) return "/";
  if (!browserPath.startsWith(`${APP_BASE}/`)) return null;
  return browserPath.slice(APP_BASE.length);
}
