import type { Checkout, PaymentInstrument } from "@tandem/api-client/schemas";
import type { CheckoutSection } from "./use-section-focus.ts";

/** What stops Place order, each said at its section. */
export type CheckoutProblems = Partial<Record<CheckoutSection, string | undefined>>;

/**
 * The problems Place order finds before sending (V-17, V-18): a payment is needed when the checkout requires one
 * and none is chosen; a fulfillment option whenever there are options and none is chosen. `required` is the
 * message said at each.
 */
export function checkoutProblems(
  checkout: Checkout,
  instrument: PaymentInstrument | undefined,
  fulfillmentOptionId: number | undefined,
  required: string,
): CheckoutProblems {
  const options = checkout.availableFulfillmentOptions;
  return {
    payment: checkout.requiresPaymentInstrument && !instrument ? required : undefined,
    fulfillment: options.length > 0 && fulfillmentOptionId === undefined ? required : undefined,
  };
}

/** The first section with a problem, top down as the page shows them, if any. */
export function firstProblem(problems: CheckoutProblems): CheckoutSection | undefined {
  if (problems.payment) return "payment";
  return problems.fulfillment ? "fulfillment" : undefined;
}
