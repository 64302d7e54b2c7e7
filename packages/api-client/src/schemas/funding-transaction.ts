import { z } from "zod/mini";
import { moneySchema } from "./money.ts";
import { timeSchema } from "./wire-formats.ts";

/** `FundingTransaction` (contract §5.3): the answer of `POST /payments/create_funding`. */
export const fundingTransactionSchema = z.looseObject({
  id: z.int(),
  createdAt: timeSchema,
  status: z.enum(["created", "collecting", "cleared", "needs_review", "canceled"]),
  amount: moneySchema,
  memo: z.string(),
});

/** Money being added to the member's balance. */
export type FundingTransaction = z.infer<typeof fundingTransactionSchema>;
