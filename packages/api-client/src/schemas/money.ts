import { z } from "zod/mini";

/**
 * `Money` (contract §2.1): integer minor units (may be negative) and an ISO-4217 code.
 * @example moneySchema.parse({ cents: 1250, currency: "USD" })
 */
export const moneySchema = z.looseObject({
  cents: z.int(),
  currency: z.string(),
});

/** An amount of money in cents, e.g. `{ cents: 1250, currency: "USD" }` for $12.50. */
export type Money = z.infer<typeof moneySchema>;

/**
 * The cost breakdown a Checkout and a DetailedOrder both carry (contract §2.7): `customer_cost`,
 * `undiscounted_cost`, `savings`, `handling`, `taxable_cost` and `tax`, all Money.
 */
export const costBreakdownShape = {
  customerCost: moneySchema,
  undiscountedCost: moneySchema,
  savings: moneySchema,
  handling: moneySchema,
  taxableCost: moneySchema,
  tax: moneySchema,
};
