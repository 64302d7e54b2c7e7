import { useLingui } from "@lingui/react";
import { putCartItem } from "@tandem/api-client";
import { offeringQueries, useApiClient } from "@tandem/api-client/react";
import { failureMessage } from "@tandem/page-kit";
import { useToast } from "@tandem/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { markCheckoutsStale } from "../checkout/checkout-queries.ts";
import { cartUpdatesOf, nextTimestamp, withQuantity } from "./cart-updates.ts";

// The client rethrows an abort as the AbortError itself.
const aborted = (error: unknown) => error instanceof Error && error.name === "AbortError";

/**
 * Sets a product's quantity in an offering's cart (F-122, A-32): the choice shows at once; `PUT …/cart/item` goes
 * with the quantity and a timestamp; a newer change of the same product aborts the older request; the cache takes
 * the server's answer only when it answers the latest change, and when an older answer settles last the offering is
 * read again, so what shows is always the server's cart after the member's last choice. A failure shows the
 * server's message in a toast (E-15) and the cart is read again. The offering's checkouts follow the cart on the
 * server, so each change (and each answer) marks them out of date: back at the checkout the new totals show.
 */
export function useCartQuantity(offeringId: number): (productId: number, quantity: number) => void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { i18n } = useLingui();
  return useCallback(
    (productId: number, quantity: number) => {
      const updates = cartUpdatesOf(queryClient, offeringId);
      const { queryKey } = offeringQueries.detail(api, offeringId);
      const change = ++updates.latest;
      updates.inFlight.get(productId)?.abort();
      const controller = new AbortController();
      updates.inFlight.set(productId, controller);
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (old) => old && withQuantity(old, productId, quantity));
      markCheckoutsStale(queryClient, offeringId);
      const settle = () => {
        if (updates.inFlight.get(productId) === controller) updates.inFlight.delete(productId);
        markCheckoutsStale(queryClient, offeringId);
        return updates.inFlight.size === 0;
      };
      const readAgain = () => void queryClient.invalidateQueries({ queryKey, exact: true });
      putCartItem(
        api,
        offeringId,
        { productId, quantity, timestamp: nextTimestamp(updates) },
        { signal: controller.signal },
      ).then(
        (answer) => {
          const last = settle();
          if (change === updates.latest) {
            updates.applied = change;
            queryClient.setQueryData(queryKey, answer);
          } else if (last && updates.applied !== updates.latest) {
            // An older answer settled after the newest one: the server holds every change by now.
            updates.applied = updates.latest;
            readAgain();
          }
        },
        (error: unknown) => {
          if (aborted(error) || controller.signal.aborted) return;
          const last = settle();
          toast.showError(i18n._(failureMessage(error)));
          if (last) {
            updates.applied = updates.latest;
            readAgain();
          }
        },
      );
    },
    [api, queryClient, toast, i18n, offeringId],
  );
}
