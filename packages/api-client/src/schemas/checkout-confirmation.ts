import { z } from "zod/mini";
import { fulfillmentOptionSchema } from "./fulfillment-option.ts";
import { productSummarySchema } from "./offering-product.ts";
import { offeringSchema } from "./offering.ts";

/**
 * `CheckoutConfirmation` (contract §2.7): the answer of complete and of `GET …/confirmation`, not a full
 * Checkout (⚠ SPEC DIFF).
 */
export const checkoutConfirmationSchema = z.looseObject({
  id: z.int(),
  items: z.array(z.looseObject({ product: productSummarySchema, quantity: z.int() })),
  offering: offeringSchema,
  fulfillmentOption: z.nullish(fulfillmentOptionSchema),
});

/** A completed checkout. */
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;
