// Link safety in rendered product text (doc 1 §5, S-03): link and image targets that, after decoding, use the
// javascript or vbscript scheme, or a data scheme that is not an image, are dropped. Decoding undoes every trick
// a browser would see through or that hides the scheme from a naive check: character references with or without
// the semicolon (`&#106;`, `&#x6A`, `&colon;`), percent-encoding (also doubled), mixed case, and whitespace or
// control characters anywhere in the scheme (`java\tscript:`).

const NAMED: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
  comma: ",",
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: " ",
};
const REFERENCE = /&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi;
// C0/C1 controls, spaces, soft hyphen, zero-width and bidi marks, line separators, BOM.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

function decodeReference(match: string, body: string): string {
  if (body.startsWith("#")) {
    const code =
      body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  }
  return NAMED[body.toLowerCase()] ?? match;
}

function decodePercent(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The target as the check sees it: fully decoded, invisible characters removed, lower case. */
export function normalizeUrl(raw: string): string {
  let value = raw;
  for (let round = 0; round < 6; round += 1) {
    const next = decodePercent(value.replace(REFERENCE, decodeReference)).replace(INVISIBLE, "");
    if (next === value) break;
    value = next;
  }
  return value.replace(INVISIBLE, "").toLowerCase();
}

function schemeOf(normalized: string): string | null {
  return /^([a-z][a-z0-9+.-]*):/.exec(normalized)?.[1] ?? null;
}

const SAFE_IMAGE_DATA = /^data:image\/(png|gif|jpe?g|webp|avif|bmp)[;,]/;

/**
 * Schemes product text may link to (besides relative addresses): the web, the phone's own apps and, for `data`,
 * raster images only.
 */
export const PRODUCT_TEXT_SCHEMES: ReadonlySet<string> = new Set([
  "http",
  "https",
  "mailto",
  "tel",
  "sms",
  "data",
]);
/** Schemes of addresses on the web only: a programme's app link, for one. */
export const WEB_SCHEMES: ReadonlySet<string> = new Set(["http", "https"]);

/** The new-window marker of product-text links (doc 1 §9): removed from the address before it is rendered. */
export const NEW_TAB_MARKER = "__blank__";

function passes(normalized: string, schemes: ReadonlySet<string>, relative = true): boolean {
  const scheme = schemeOf(normalized);
  if (scheme === null) return relative;
  if (scheme === "data") return schemes.has("data") && SAFE_IMAGE_DATA.test(normalized);
  return schemes.has(scheme);
}

/**
 * True when a link target may be rendered: relative addresses and the given schemes (by default http(s), mailto,
 * tel, sms and raster-image data). Every other scheme is dropped, the forbidden ones above all.
 */
export function isSafeLinkUrl(raw: string, schemes: ReadonlySet<string> = PRODUCT_TEXT_SCHEMES): boolean {
  return passes(normalizeUrl(raw), schemes);
}

/** An address as it will be rendered: the new-window marker removed, and whether there was one. */
export interface CheckedHref {
  href: string;
  newTab: boolean;
}

/**
 * The one check of every address the server hands the app for a link (doc 1 §5 and §9, S-03): product-text
 * links, a programme's app link, a vehicle's deeplink. It judges the address that will really be rendered, after
 * the new-window marker is removed (a marker inside the scheme, `java__blank__script:`, must not slip through),
 * and after decoding; null means "render the text, not a link". Only relative addresses (`/x`, `//host/x`, unless
 * `relative` is false: an address that must name one of `schemes`) and `schemes` pass.
 * @example checkHref(program.appLink, WEB_SCHEMES) ?? null
 */
export function checkHref(
  raw: string,
  schemes: ReadonlySet<string> = PRODUCT_TEXT_SCHEMES,
  { relative = true }: { relative?: boolean } = {},
): CheckedHref | null {
  const newTab = raw.includes(NEW_TAB_MARKER);
  const href = raw.replaceAll(NEW_TAB_MARKER, "").trim();
  if (href === "") return null;
  const normalized = normalizeUrl(href);
  // A marker that only appears once decoded (`__blank&#95;_`) could be removed by a later reader too: judge both.
  const withoutMarker = normalized.replaceAll(NEW_TAB_MARKER, "");
  if (!passes(normalized, schemes, relative) || !passes(withoutMarker, schemes, relative)) return null;
  return { href, newTab };
}

/** True when an image source may be rendered: relative addresses, http(s) and raster-image data. */
export function isSafeImageUrl(raw: string): boolean {
  const normalized = normalizeUrl(raw);
  const scheme = schemeOf(normalized);
  if (scheme === null) return true;
  if (scheme === "data") return SAFE_IMAGE_DATA.test(normalized);
  return scheme === "http" || scheme === "https";
}
