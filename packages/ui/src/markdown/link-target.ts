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
 * - F-024: `/…` and `#…` are in-app routes, and `##` becomes `#` with the history entry replaced;
 * - mailto:, tel: and sms: hand over to the phone's own app;
 * - F-025, S-02: anything else is external, in a new tab, sending no referrer, except the marketing host,
 *   which keeps it (`noopener` only).
 */
export function resolveLinkTarget(rawHref: string, options: LinkTargetOptions = {}): LinkTarget | null {
  const checked = checkHref(rawHref, options.schemes ?? PRODUCT_TEXT_SCHEMES);
  if (!checked) return null;
  const { href, newTab } = checked;
  if ((href.startsWith("/") && !href.startsWith("//")) || href.startsWith("#")) {
    return { kind: "app", to: href.replace("##", "#"), replace: href.includes("##"), newTab };
  }
  if (/^(mailto|tel|sms):/i.test(href)) return { kind: "contact", href };
  const marketing = isMarketingHost(hostOf(href), options.marketingHost);
  return { kind: "external", href, rel: marketing ? "noopener" : "noopener noreferrer" };
}
