import type { PaymentMethodType } from "@tandem/api-client/schemas";
import { isAppPath } from "@tandem/paths";

/** The instrument just added, as the page that asked for it reads it back from its URL (F-164, F-166). */
export interface AddedInstrument {
  id: number;
  paymentMethodType: PaymentMethodType;
}

/**
 * `returnTo` with `instrumentId` and `instrumentType` added to its query, built with the URL API so a return URL
 * that already has a query (or a hash) keeps it; null unless `returnTo` is a same-app path (no open redirect).
 * @example instrumentReturnUrl("/checkout/7?step=2", { id: 5, paymentMethodType: "card" })
 *          // "/checkout/7?step=2&instrumentId=5&instrumentType=card"
 */
export function instrumentReturnUrl(returnTo: string | null, added: AddedInstrument): string | null {
  if (returnTo === null || !isAppPath(returnTo)) return null;
  const origin = "https://app.invalid";
  const url = new URL(returnTo, origin);
  url.searchParams.set("instrumentId", String(added.id));
  url.searchParams.set("instrumentType", added.paymentMethodType);
  return `${url.pathname}${url.search}${url.hash}`;
}
