import { z } from "zod/mini";
import { moneySchema } from "./money.ts";

/**
 * `Cart` (contract §2.7). `cartHash` changes on any item change; `cartFull` is `true` when full, and `false` or
 * `null` otherwise (treat null as false).
 */
export const cartSchema = z.looseObject({
  cartHash: z.string(),
  items: z.array(z.looseObject({ quantity: z.int(), productId: z.int() })),
  customerCost: moneySchema,
  noncashLedgerContributionAmount: moneySchema,
  cashCost: moneySchema,
  cartFull: z.nullish(z.boolean()),
});

/** The member's cart in one offering. */
export type Cart = z.infer<typeof cartSchema>;
