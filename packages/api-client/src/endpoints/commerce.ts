import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { CheckoutConfirmation } from "../schemas/checkout-confirmation.ts";
import type { Checkout } from "../schemas/checkout.ts";
import type { Collection } from "../schemas/collection.ts";
import type { OfferingWithContext } from "../schemas/offering-with-context.ts";
import type { Offering } from "../schemas/offering.ts";
import type { PaymentMethodType } from "../schemas/payment-instrument.ts";
import { parseAnswer, pathId, type CallOptions } from "./endpoint-support.ts";
import { checkoutConfirmationSchema } from "../schemas/checkout-confirmation.ts";
import { checkoutSchema } from "../schemas/checkout.ts";
import { collectionSchema } from "../schemas/collection.ts";
import { offeringWithContextSchema } from "../schemas/offering-with-context.ts";
import { offeringSchema } from "../schemas/offering.ts";

const offeringListSchema = collectionSchema(offeringSchema);

/** `GET /commerce/offerings`: the offerings open to the member now. */
export async function getOfferings(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Collection<Offering>> {
  return parseAnswer(
    client,
    "GET /commerce/offerings",
    offeringListSchema,
    await exchange(client).get("commerce/offerings", options),
  );
}

/** `GET /commerce/offerings/{id}`: an offering with its products, vendors and the cart. */
export async function getOffering(
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<OfferingWithContext> {
  const answer = await exchange(client).get(`commerce/offerings/${pathId(id)}`, options);
  return parseAnswer(client, "GET /commerce/offerings/{id}", offeringWithContextSchema, answer);
}

/** A cart change (contract §5.1): quantity 0 removes the item. */
export interface CartItemChange {
  productId: number;
  quantity: number;
  /** Action time in ms; the server ignores changes older than the stored one. Default `Date.now()`. */
  timestamp?: number;
}

/**
 * `PUT /commerce/offerings/{offeringId}/cart/item`: sets a product's quantity. Pass a `signal` to abort a
 * superseded change (doc 2 §4: only the latest request counts).
 */
export async function putCartItem(
  client: ApiClient,
  offeringId: number,
  change: CartItemChange,
  options: CallOptions = {},
): Promise<OfferingWithContext> {
  const item = { ...change, timestamp: change.timestamp ?? Date.now() };
  const answer = await exchange(client).put(
    `commerce/offerings/${pathId(offeringId)}/cart/item`,
    item,
    options,
  );
  return parseAnswer(
    client,
    "PUT /commerce/offerings/{offeringId}/cart/item",
    offeringWithContextSchema,
    answer,
  );
}

/** `POST /commerce/offerings/{offeringId}/checkout`: starts a checkout of the cart. */
export async function startCheckout(client: ApiClient, offeringId: number): Promise<Checkout> {
  const answer = await exchange(client).post(`commerce/offerings/${pathId(offeringId)}/checkout`);
  return parseAnswer(client, "POST /commerce/offerings/{offeringId}/checkout", checkoutSchema, answer);
}

/** `GET /commerce/checkouts/{id}`. */
export async function getCheckout(
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<Checkout> {
  const answer = await exchange(client).get(`commerce/checkouts/${pathId(id)}`, options);
  return parseAnswer(client, "GET /commerce/checkouts/{id}", checkoutSchema, answer);
}

/** `POST /commerce/checkouts/{id}/modify_fulfillment`: picks one of `availableFulfillmentOptions`. */
export async function updateCheckoutFulfillment(
  client: ApiClient,
  id: number,
  optionId: number,
): Promise<Checkout> {
  const answer = await exchange(client).post(`commerce/checkouts/${pathId(id)}/modify_fulfillment`, {
    optionId,
  });
  return parseAnswer(client, "POST /commerce/checkouts/{id}/modify_fulfillment", checkoutSchema, answer);
}

/** What completes a checkout (contract §5.1): only these keys matter to the server. */
export interface CheckoutCompletion {
  /** Must equal the checkout's `chargeableTotal.cents`. */
  chargeAmountCents: number;
  paymentInstrument?: { paymentInstrumentId: number; paymentMethodType: PaymentMethodType } | null;
  fulfillmentOptionId?: number | null;
}

/**
 * `POST /commerce/checkouts/{id}/complete`: places the order; resolves to the confirmation and refreshes
 * the member from the header.
 */
export async function completeCheckout(
  client: ApiClient,
  id: number,
  completion: CheckoutCompletion,
): Promise<CheckoutConfirmation> {
  const { chargeAmountCents, paymentInstrument, fulfillmentOptionId } = completion;
  const payment = paymentInstrument && {
    paymentInstrumentId: paymentInstrument.paymentInstrumentId,
    paymentMethodType: paymentInstrument.paymentMethodType,
  };
  const answer = await exchange(client).post(
    `commerce/checkouts/${pathId(id)}/complete`,
    { chargeAmountCents, paymentInstrument: payment, fulfillmentOptionId },
    { expectsMemberHeader: true },
  );
  return parseAnswer(client, "POST /commerce/checkouts/{id}/complete", checkoutConfirmationSchema, answer);
}

/** `GET /commerce/checkouts/{id}/confirmation`. */
export async function getCheckoutConfirmation(
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<CheckoutConfirmation> {
  const answer = await exchange(client).get(`commerce/checkouts/${pathId(id)}/confirmation`, options);
  return parseAnswer(client, "GET /commerce/checkouts/{id}/confirmation", checkoutConfirmationSchema, answer);
}
