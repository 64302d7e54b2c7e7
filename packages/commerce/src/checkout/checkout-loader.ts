import { getCheckoutConfirmation, isApiError, type ApiClient } from "@tandem/api-client";
import { checkoutQueries, metaQueries } from "@tandem/api-client/react";
import type { RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import type { QueryClient } from "@tanstack/react-query";
import { replace, type LoaderFunctionArgs } from "react-router";
import { numberParam, offeringDetail } from "../common/offering-query.ts";
import { waitForCart } from "../offerings/wait-for-cart.ts";
import { checkoutDetail } from "./checkout-queries.ts";

/**
 * A checkout the server no longer opens (403 and no confirmation): its cart was emptied after it started (the
 * backend's checkout follows its cart), a newer checkout replaced it, or it is not the member's. `offeringId` is
 * known when the checkout was seen before in this visit.
 */
export type ClosedCheckout =
  { kind: "emptied"; offeringId: number; offering: string } | { kind: "closed"; offeringId: number | null };

/** What is left of the offering's cart, read anew, to tell an emptied cart from a replaced checkout. */
async function closedCheckout(
  queryClient: QueryClient,
  apiClient: ApiClient,
  offeringId: number | null,
): Promise<ClosedCheckout> {
  if (offeringId === null) return { kind: "closed", offeringId };
  const offering = await queryClient
    .fetchQuery({ ...offeringDetail(apiClient, offeringId), staleTime: 0 })
    .catch(() => null);
  if (!offering) return { kind: "closed", offeringId: null };
  return offering.cart.items.length === 0
    ? { kind: "emptied", offeringId, offering: offering.offering.description }
    : { kind: "closed", offeringId };
}

/**
 * Loads the checkout (from the cache when the cart just started it, F-127, F-128) and the supported payment
 * methods. A cart change marks the checkout out of date (`markCheckoutsStale`), so coming back from the cart reads
 * it again once the changes on their way are done. A checkout that is already completed (a reload or Back after
 * ordering) opens its confirmation instead, so the order button is never offered twice for one order; one the
 * server no longer opens gives what the page says instead (`ClosedCheckout`).
 */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const checkoutId = numberParam(params.checkoutId);
    const detail = checkoutDetail(apiClient, checkoutId);
    const offeringId = queryClient.getQueryData(detail.queryKey)?.offering.id ?? null;
    if (offeringId !== null) await waitForCart(queryClient, offeringId);
    // Back from adding a card or bank account (F-131): the checkout is read again to list the new instrument.
    const returning = new URL(request.url).searchParams.has("instrumentId");
    try {
      await Promise.all([
        queryClient.fetchQuery(returning ? { ...detail, staleTime: 0 } : detail),
        queryClient.ensureQueryData(metaQueries.paymentMethods(apiClient)),
      ]);
      return null;
    } catch (error) {
      if (!isApiError(error) || error.code !== "forbidden") throw error;
      const confirmation = await getCheckoutConfirmation(apiClient, checkoutId).catch(() => null);
      if (confirmation) {
        queryClient.setQueryData(checkoutQueries.confirmation(apiClient, checkoutId).queryKey, confirmation);
        return replace(paths.checkoutConfirmation({ checkoutId }));
      }
      // Nothing of the old checkout may show again: it cannot be placed.
      queryClient.removeQueries({ queryKey: detail.queryKey, exact: true });
      return closedCheckout(queryClient, apiClient, offeringId);
    }
  };
