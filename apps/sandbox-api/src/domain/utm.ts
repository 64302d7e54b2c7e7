// Campaign parameters (the backend's Rack::UtmCapture, in front of its web app since 23b5ef0b): a navigation into
// the app whose query names `utm_source`, `utm_medium`, `utm_campaign`, `utm_term` or `utm_content` keeps each in
// a cookie of the same name for 30 days, set only when the cookie is missing or holds another value. The values
// come from whoever wrote the link: bounded, encoded before they go into a header, and never shown unescaped.

/** The parameters kept, in the backend's order. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The backend's cookie lifetime. */
export const UTM_COOKIE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The longest value kept, as the link carries it (percent-encoded). The backend keeps any length; a longer value is
 * left out here (and by the nginx configuration), never cut, so a cut escape cannot reach a header.
 */
export const UTM_MAX_LENGTH = 512;

/** Form decoding (`+` is a space), as Rack reads query strings and cookies; null for a broken escape. */
function formDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/** Rack::Utils.escape: only `*-._` and letters and digits stay as they are, a space is `+`, the rest `%XX`. */
function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** A kept value: not empty, not longer than the bound, a valid escape. */
function keptValue(raw: string): string | null {
  if (raw === "" || raw.length > UTM_MAX_LENGTH) return null;
  return formDecode(raw);
}

/** The `utm_` values of a query string, decoded; a key named twice takes its last value (as Rack reads it). */
export function utmParams(search: string): Partial<Record<UtmKey, string>> {
  const found: Partial<Record<UtmKey, string | null>> = {};
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const at = pair.indexOf("=");
    const key = formDecode(at < 0 ? pair : pair.slice(0, at));
    if (key !== null && (UTM_KEYS as readonly string[]).includes(key))
      found[key as UtmKey] = keptValue(at < 0 ? "" : pair.slice(at + 1));
  }
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== null));
}

/** The `utm_` cookies of a Cookie header, decoded; the first of a name counts (as Rack reads them). */
export function utmCookies(header: string | undefined): Partial<Record<UtmKey, string>> {
  const found: Partial<Record<UtmKey, string>> = {};
  for (const part of (header ?? "").split(/;\s*/)) {
    const at = part.indexOf("=");
    const name = part.slice(0, at).trim();
    if (at < 0 || !(UTM_KEYS as readonly string[]).includes(name) || name in found) continue;
    const value = keptValue(part.slice(at + 1).trim());
    if (value !== null) found[name as UtmKey] = value;
  }
  return found;
}

/**
 * The Set-Cookie values for a navigation to `search` from a browser sending `cookieHeader`: one per parameter whose
 * cookie is missing or differs, as the backend writes it (`path=/`, an `expires` 30 days on, `SameSite=Lax`).
 */
export function utmSetCookies(search: string, cookieHeader: string | undefined, nowMs: number): string[] {
  const carried = utmCookies(cookieHeader);
  const expires = new Date(nowMs + UTM_COOKIE_SECONDS * 1000).toUTCString();
  return Object.entries(utmParams(search))
    .filter(([key, value]) => carried[key as UtmKey] !== value)
    .map(([key, value]) => `${key}=${formEncode(value)}; path=/; expires=${expires}; SameSite=Lax`);
}
