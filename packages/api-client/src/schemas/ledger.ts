import { z } from "zod/mini";
import { collectionSchema } from "./collection.ts";
import { moneySchema } from "./money.ts";
import { timeSchema } from "./wire-formats.ts";

/** `Ledger` (contract §2.8). */
export const ledgerSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  contributionText: z.string(),
  balance: moneySchema,
});

/** A ledger and its balance. */
export type Ledger = z.infer<typeof ledgerSchema>;

/**
 * A usage detail of a line (contract §2.8): `mobility_trip`, `commerce_order`, `misc` carry `discountAmount` and
 * `serviceName`; `funding` carries `accountLabel`; `refund`, `credit`, `unknown` carry `memo`.
 */
export const usageDetailSchema = z.looseObject({
  code: z.string(),
  args: z.looseObject({
    discountAmount: z.optional(moneySchema),
    serviceName: z.optional(z.string()),
    accountLabel: z.optional(z.string()),
    memo: z.optional(z.string()),
  }),
});

/** `LedgerLine` (contract §2.8): `amount` is signed from the ledger's side; `opaqueId` is the URL hash. */
export const ledgerLineSchema = z.looseObject({
  id: z.int(),
  opaqueId: z.string(),
  at: timeSchema,
  memo: z.string(),
  amount: moneySchema,
  usageDetails: z.array(usageDetailSchema),
});

/** A ledger transaction line. */
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/** `LedgersView`, `GET /ledgers/overview` (contract §5.4). */
export const ledgersOverviewSchema = z.looseObject({
  totalBalance: moneySchema,
  lifetimeSavings: moneySchema,
  ledgers: z.array(ledgerSchema),
  recentLines: z.array(ledgerLineSchema),
});

/** The ledgers page data. */
export type LedgersOverview = z.infer<typeof ledgersOverviewSchema>;

/** `GET /ledgers/{id}/lines` (contract §5.4): a 1-based page of lines plus `ledgerId`. */
export const ledgerLinesPageSchema = z.extend(collectionSchema(ledgerLineSchema), { ledgerId: z.int() });

/** A page of one ledger's lines. */
export type LedgerLinesPage = z.infer<typeof ledgerLinesPageSchema>;
