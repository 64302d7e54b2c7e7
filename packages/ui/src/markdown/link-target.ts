// Link behaviour in product text (doc 1 §9 "Link behaviour", F-023–F-025, S-02).

/** Where a product-text link goes and how it opens. */
export type LinkTarget =
  | { kind: "app"; to: string; replace: boolean; newTab: boolean }
  | { kind: "contact"; href: string }
  | { kind: "external"; href: string; rel: "noopener" | "noopener noreferrer" };

const NEW_TAB_MARKER = "__blank__";

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

/**
 * Sorts a (safe) link target:
 * - F-023: the `__blank__` marker opens the address, marker removed, in a new tab;
 * - F-024: `/…` and `#…` are in-app routes, and `##` becomes `#` with the history entry replaced;
 * - mailto:, tel: and sms: hand over to the phone's own app;
 * - F-025, S-02: anything else is external, in a new tab, sending no referrer, except the marketing host,
 *   which keeps it (`noopener` only).
 */
export function resolveLinkTarget(rawHref: string, marketingHost?: string): LinkTarget {
  const newTab = rawHref.includes(NEW_TAB_MARKER);
  const href = rawHref.replaceAll(NEW_TAB_MARKER, "").trim();
  if ((href.startsWith("/") && !href.startsWith("//")) || href.startsWith("#")) {
    return { kind: "app", to: href.replace("##", "#"), replace: href.includes("##"), newTab };
  }
  if (/^(mailto|tel|sms):/i.test(href)) return { kind: "contact", href };
  const marketing = isMarketingHost(hostOf(href), marketingHost);
  return { kind: "external", href, rel: marketing ? "noopener" : "noopener noreferrer" };
}
