// Link behaviour in product text (doc 1 §9 "Link behaviour", F-023–F-025, S-02).

/** Where a product-text link goes and how it opens. */
export type LinkTarget =
  | { kind: "app"; to: string; replace: boolean; newTab: boolean }
  | { kind: "contact"; href: string }
  | { kind: "external"; href: string; rel: "noopener" | "noopener noreferrer" };

import { checkHref, PRODUCT_TEXT_SCHEMES } from "./safe-url.ts";

function hostOf(href: string): string | null {
  try {
    return new URL(href, "https://relative.invalid").hostname.toLowerCase();
  } catch {
    return null;
  }
}

// The browser drops tab, CR and LF from an address before it reads it (URL standard), so the check does too.
const URL_NEWLINES_AND_TABS = /[\t\r\n]/g;
const APP_BASE = "https://app.invalid";

/**
 * True when `href` stays in the app: a fragment, or a path that the browser resolves on the app's own origin.
 * `/\evil.example/x` starts with a slash and still leaves the site (a backslash reads as a slash), as `//host` does.
 */
function isInAppPath(href: string): boolean {
  if (href.startsWith("#")) return true;
  if (!href.startsWith("/")) return false;
  try {
    return new URL(href, APP_BASE).origin === APP_BASE;
  } catch {
    return false;
  }
}

function isMarketingHost(host: string | null, marketingHost: string | undefined): boolean {
  if (!host || !marketingHost) return false;
  const wanted = marketingHost.toLowerCase();
  return host === wanted || host.endsWith(`.${wanted}`);
}

/** Options of {@link resolveLinkTarget}. */
export interface LinkTargetOptions {
  /** The marketing site's host: its links keep the referrer (F-025). */
  marketingHost?: string | undefined;
  /** The schemes allowed besides relative addresses; default those of product text (see `checkHref`). */
  schemes?: ReadonlySet<string>;
}

/**
 * Sorts a link target, or returns null when the address that would be rendered is not safe (doc 1 §5, S-03:
 * judged by `checkHref` after the marker is removed, so the caller shows the text without a link):
 * - F-023: the `__blank__` marker opens the address, marker removed, in a new tab;
 * - F-024: `/…` and `#…` are in-app routes when the browser would resolve them on the app's own origin (tab, CR
 *   and LF removed first, as the browser removes them), and `##` becomes `#` with the history entry replaced;
 * - mailto:, tel: and sms: hand over to the phone's own app;
 * - F-025, S-02: anything else is external, in a new tab, sending no referrer, except the marketing host,
 *   which keeps it (`noopener` only).
 */
export function resolveLinkTarget(rawHref: string, options: LinkTargetOptions = {}): LinkTarget | null {
  const checked = checkHref(rawHref, options.schemes ?? PRODUCT_TEXT_SCHEMES);
  if (!checked) return null;
  const { newTab } = checked;
  const href = checked.href.replace(URL_NEWLINES_AND_TABS, "");
  if (isInAppPath(href)) {
    return { kind: "app", to: href.replace("##", "#"), replace: href.includes("##"), newTab };
  }
  if (/^(mailto|tel|sms):/i.test(href)) return { kind: "contact", href };
  const marketing = isMarketingHost(hostOf(href), options.marketingHost);
  return { kind: "external", href, rel: marketing ? "noopener" : "noopener noreferrer" };
}
