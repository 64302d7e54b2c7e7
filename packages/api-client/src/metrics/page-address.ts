// What page views may say about the address (F-029, D-25): where the member is, never what the address carries.
// A trip receipt carries its trip in `?trip=` (coordinates, addresses, charges), the public preferences page its
// member's token in `?token=`, and paths carry record ids: the counter sends the route's pattern, or the path with
// its ids replaced, and the query's keys without their values.

// A path segment that names one record or carries a secret: a number, an id or token with digits, a long word.
const RECORD_SEGMENT = /^(?:\d+|(?=[^/]*\d)[^/]{8,}|[^/]{24,})$/;
// A query key is reported only when it reads as a name (`trip`, `token`, `ledger`), never when it holds data.
const KEY = /^[a-z_][a-z0-9_-]{0,31}$/i;

/** `pathname` with each segment that names a record or carries a secret replaced by `:id`. */
export function scrubPath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => (RECORD_SEGMENT.test(segment) ? ":id" : segment))
    .join("/");
}

/** `search` reduced to its keys, each once, without their values: `?trip=eyJ…&x=1` gives `?trip&x`. */
export function scrubSearch(search: string): string {
  const keys = new Set([...new URLSearchParams(search).keys()].filter((key) => KEY.test(key)));
  return keys.size > 0 ? `?${[...keys].join("&")}` : "";
}

/** A referrer as its origin and scrubbed path (no query, no hash); empty when it is not an address. */
export function scrubReferrer(referrer: string): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) ? url.origin + scrubPath(url.pathname) : "";
  } catch {
    return "";
  }
}
