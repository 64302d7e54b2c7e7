// What error reports, breadcrumbs and traces must never carry (D-26, B-18): phone numbers, sign-in codes, card and
// bank numbers, tokens, and a trip receipt's trip (its address carries coordinates, addresses and charges).
// Applied to every string of an event or span before it leaves the browser.

const RULES: [RegExp, string][] = [
  // token=…, access_token=…, "token":"…" in URLs, query strings and JSON text.
  [/((?:access_)?token["']?\s*[=:]\s*["']?)[^&"'\s,}]+/gi, "$1[token]"],
  // The receipt's `trip=<base64url JSON>` in its address (F-181), whole or percent-encoded.
  [/(\btrip(?:=|%3D))[^&#"'\s,}]+/gi, "$1[trip]"],
  // Card and bank account numbers: 12–19 digits, possibly grouped by spaces or dashes.
  [/\b(?:\d[ -]?){11,18}\d\b/g, "[number]"],
  // Phone numbers as typed or normalized: (503) 555-0142, 503-555-0142, 15035550142, +1 503 555 0142. Not after a
  // digit, kept by `$1` rather than a lookbehind, which Safari before 16.4 cannot even parse (docs/browsers.md).
  [/(^|\D)(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g, "$1[phone]"],
  // Six-digit sign-in codes, and routing numbers (nine digits).
  [/\b\d{6}\b|\b\d{9}\b/g, "[code]"],
];

/** `text` with every phone, code, card or bank number and token replaced by a placeholder. */
export function scrubText(text: string): string {
  return RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A deep copy of `value` with every string scrubbed (objects and arrays walked, other values kept). */
export function scrubValue<T>(value: T): T {
  if (typeof value === "string") return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item)])) as T;
  }
  return value;
}
