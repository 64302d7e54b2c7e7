import { APP_BASE } from "./route-patterns.ts";

const ORIGIN = "https://app.invalid";

/** At most this many rounds of percent-decoding are looked through (`%252F` is `/` after two). */
const DECODE_ROUNDS = 3;

/** A `.` or `..` segment, which the URL parser resolves away ("/app/../../x" is "/x", outside `/app`). */
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** True when `pathname` (no query or hash) starts with one `/` and has no backslash, control character or dot segment. */
function isPlainPathname(pathname: string): boolean {
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return false;
  // Browsers treat "\" like "/" and drop tabs and newlines, so "/\evil" or "/\t/evil" would leave the origin.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return !/[\\\u0000-\u001f\u007f]/.test(pathname) && !DOT_SEGMENT.test(pathname);
}

/**
 * True when `path` is a same-app relative path that is safe to navigate to: it starts with one `/`, has no
 * backslash, control character or dot segment, stays on this origin once resolved (no `//host`, `/\host` or
 * scheme), and its path part is still all that once percent-decoded (`/%2F%2Fhost`, `/%5Chost`, `/..%2Fx`), so no
 * later decoding can turn it into a way out. Used for every URL taken from a query, a hash or storage (next URL,
 * `returnTo`), so none can leave the app.
 * @example isAppPath("/ledgers?page=2") // true
 * @example isAppPath("//evil.example") // false
 */
export function isAppPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  let pathname = path.split(/[?#]/, 1)[0] ?? "";
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (!isPlainPathname(pathname)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (decoded === pathname) break;
    if (round === DECODE_ROUNDS) return false;
    pathname = decoded;
  }
  try {
    return new URL(path, ORIGIN).origin === ORIGIN;
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
