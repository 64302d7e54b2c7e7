import type { ApiClient } from "@tandem/api-client";
import { checkoutQueries } from "@tandem/api-client/react";
import type { Checkout } from "@tandem/api-client/schemas";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { VISIT_STALE_TIME_MS } from "../common/offering-query.ts";

/** The checkout as the cart's start left it (F-127), read again only after a language switch or a reload. */
export const checkoutDetail = (client: ApiClient, checkoutId: number) =>
  queryOptions({ ...checkoutQueries.detail(client, checkoutId), staleTime: VISIT_STALE_TIME_MS });

/** The confirmation placed in the cache by Place order, or `GET …/confirmation` after a reload (F-141, A-37). */
export const checkoutConfirmation = (client: ApiClient, checkoutId: number) =>
  queryOptions({ ...checkoutQueries.confirmation(client, checkoutId), staleTime: VISIT_STALE_TIME_MS });

/**
 * Marks the offering's checkouts out of date after a cart change. The server's checkout follows its cart (its items
 * point at the cart's until it completes), so the next visit reads it again instead of showing the old quantities,
 * and an open checkout page reads it at once.
 */
export function markCheckoutsStale(queryClient: QueryClient, offeringId: number): void {
  void queryClient.invalidateQueries({
    queryKey: checkoutQueries.keys.all,
    predicate: (query) =>
      // ["checkouts", id] only: a confirmation is what was bought and never changes.
      query.queryKey.length === 2 &&
      (query.state.data as Partial<Checkout> | undefined)?.offering?.id === offeringId,
  });
}
