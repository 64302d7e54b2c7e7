import { checkHref } from "@tandem/ui/markdown";

/**
 * The schemes a vehicle's `deeplink` may open (F-101): the providers' own apps (Lime; Lyft, which runs
 * BIKETOWN, and BIKETOWN's own app) and the web over https. Any other address is not opened.
 */
export const DEEPLINK_SCHEMES: ReadonlySet<string> = new Set(["https", "lime", "lyft", "biketown"]);

/**
 * The address the "Open the vendor app" link may carry, or null when the server's `deeplink` uses another scheme
 * (`javascript:`, `intent:`, `data:`…) or names none (`/x`, `//host/x`: a vendor's app is never a page of this
 * site, nor a host whose scheme the browser picks): the card then shows its words as text (doc 1 §5, S-03).
 * Judged by the same check as product-text links and programme app links.
 */
export function vehicleDeeplink(deeplink: string): string | null {
  return checkHref(deeplink, DEEPLINK_SCHEMES, { relative: false })?.href ?? null;
}
