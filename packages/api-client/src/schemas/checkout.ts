import { z } from "zod/mini";
import { fulfillmentOptionSchema } from "./fulfillment-option.ts";
import { costBreakdownShape, moneySchema } from "./money.ts";
import { offeringProductSchema } from "./offering-product.ts";
import { offeringSchema } from "./offering.ts";
import { paymentInstrumentSchema } from "./payment-instrument.ts";

/**
 * `Checkout` (contract §2.7). Only `fulfillmentOptionId`, no option object (⚠ SPEC DIFF); send
 * `chargeableTotal.cents` as `chargeAmountCents` on complete; `checkoutProhibitedReason` is e.g.
 * `member_unverified` or null.
 */
export const checkoutSchema = z.looseObject({
  id: z.int(),
  items: z.array(z.looseObject({ product: offeringProductSchema, quantity: z.int() })),
  offering: offeringSchema,
  fulfillmentOptionId: z.nullish(z.int()),
  availableFulfillmentOptions: z.array(fulfillmentOptionSchema),
  paymentInstrument: z.nullish(paymentInstrumentSchema),
  availablePaymentInstruments: z.array(paymentInstrumentSchema),
  unavailablePaymentInstruments: z.array(paymentInstrumentSchema),
  ...costBreakdownShape,
  total: moneySchema,
  chargeableTotal: moneySchema,
  requiresPaymentInstrument: z.boolean(),
  checkoutProhibitedReason: z.nullish(z.string()),
  existingFundsAvailable: z.array(z.looseObject({ amount: moneySchema, name: z.string() })),
});

/** A checkout in progress. */
export type Checkout = z.infer<typeof checkoutSchema>;
