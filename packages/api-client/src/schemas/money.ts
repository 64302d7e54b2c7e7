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
