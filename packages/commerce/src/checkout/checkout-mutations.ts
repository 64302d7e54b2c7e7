import { startCheckout, type ApiClient, type CheckoutCompletion } from "@tandem/api-client";
import { checkoutQueries, meQueries, offeringQueries, orderQueries } from "@tandem/api-client/react";
import type { Checkout, CheckoutConfirmation, PaymentInstrument } from "@tandem/api-client/schemas";
import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import { waitForCart } from "../offerings/wait-for-cart.ts";
import { placeOrder } from "./place-order.ts";

/**
 * What Place order sends (F-139): the chargeable total in cents, the chosen instrument when the checkout needs one,
 * and the chosen fulfillment option when there is one.
 */
export function checkoutCompletion(
  checkout: Checkout,
  instrument: PaymentInstrument | undefined,
  fulfillmentOptionId: number | undefined,
): CheckoutCompletion {
  return {
    chargeAmountCents: checkout.chargeableTotal.cents,
    paymentInstrument:
      checkout.requiresPaymentInstrument && instrument
        ? { paymentInstrumentId: instrument.id, paymentMethodType: instrument.paymentMethodType }
        : null,
    ...(fulfillmentOptionId === undefined ? {} : { fulfillmentOptionId }),
  };
}

/** Mutation options for a checkout's writes, keyed ["checkouts", …]. */
export const checkoutMutations = {
  /** Keys only; every other member returns mutation options. */
  keys: { all: ["checkouts"] as const },
  /**
   * Places the order once (`placeOrder`, F-139, A-36). On success the confirmation is cached for the next page,
   * the offering and its cart are dropped (F-114: the cart is empty now; both are read again on the next visit),
   * the orders and the member are read again, and `leave` is called; once it has left, the completed checkout is
   * forgotten, so Back reads it again and lands on the confirmation instead of offering Place order twice.
   * @example const place = useAction({ ...checkoutMutations.place(api, queryClient, id, leave), onError });
   *          place.submit(checkoutCompletion(checkout, instrument, fulfillmentOptionId));
   */
  /**
   * Continue to checkout (F-127): waits for the quantity changes on their way, starts the offering's checkout and
   * caches the answer, so the checkout page opens without asking again. The cache is written inside the call, so a
   * page's own `onSuccess` (opening the checkout) cannot drop it.
   * @example const start = useAction({ ...checkoutMutations.start(api, queryClient, offeringId), onSuccess });
   */
  start: (client: ApiClient, queryClient: QueryClient, offeringId: number) =>
    mutationOptions<Checkout, unknown, void>({
      mutationKey: [...checkoutMutations.keys.all, "start", offeringId] as const,
      mutationFn: async () => {
        await waitForCart(queryClient, offeringId);
        const checkout = await startCheckout(client, offeringId);
        queryClient.setQueryData(checkoutQueries.detail(client, checkout.id).queryKey, checkout);
        return checkout;
      },
    }),
  place: (client: ApiClient, queryClient: QueryClient, checkoutId: number, leave: () => unknown) =>
    mutationOptions<CheckoutConfirmation, unknown, CheckoutCompletion>({
      mutationKey: [...checkoutMutations.keys.all, checkoutId, "place"] as const,
      mutationFn: (completion) => placeOrder(client, checkoutId, completion),
      onSuccess: (confirmation) => {
        queryClient.setQueryData(checkoutQueries.confirmation(client, checkoutId).queryKey, confirmation);
        queryClient.removeQueries({ queryKey: offeringQueries.keys.all });
        void queryClient.invalidateQueries({ queryKey: orderQueries.keys.all });
        void queryClient.invalidateQueries({ queryKey: meQueries.keys.all });
        void Promise.resolve(leave()).then(() =>
          queryClient.removeQueries({
            queryKey: checkoutQueries.detail(client, checkoutId).queryKey,
            exact: true,
          }),
        );
      },
    }),
};
