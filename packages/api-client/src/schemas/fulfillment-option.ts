import { z } from "zod/mini";

/**
 * `FulfillmentOption` (contract §2.7): how an order is handed over; `address` is null when the option has none.
 */
export const fulfillmentOptionSchema = z.looseObject({
  id: z.int(),
  description: z.string(),
  address: z.nullish(z.looseObject({ oneLineAddress: z.string() })),
});

/** A pickup or delivery option. */
export type FulfillmentOption = z.infer<typeof fulfillmentOptionSchema>;
