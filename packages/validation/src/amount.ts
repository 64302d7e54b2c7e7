// Add-funds amount rule of doc 2 §5 (V-30): the limits come from the currency (GET /meta/supported_currencies).
import { z } from "zod/mini";
import { messageIds, type MessageId } from "./messages.ts";

/** The funding limits of a currency, as api-client's camel-cased Currency carries them. */
export interface FundingLimits {
  /** Smallest amount a member may add, in cents. */
  fundingMinimumCents: number;
  /** Largest amount a member may add, in cents (checked here only: the server does not enforce it). */
  fundingMaximumCents: number;
}

/**
 * `forms.invalid_min_amount` when `cents` is below the currency's `fundingMinimumCents`,
 * `forms.invalid_max_amount` when above its `fundingMaximumCents` (V-30), `forms.invalid_required` for NaN (what an
 * empty number input gives), `forms.invalid_field` when `cents` is not a whole number, otherwise null.
 * @example fundingAmountError(200, { fundingMinimumCents: 500, fundingMaximumCents: 100_000 }) // "forms.invalid_min_amount"
 */
export function fundingAmountError(cents: number, currency: FundingLimits): MessageId | null {
  if (Number.isNaN(cents)) return messageIds.required;
  if (!Number.isInteger(cents)) return messageIds.field;
  if (cents < currency.fundingMinimumCents) return messageIds.minAmount;
  if (cents > currency.fundingMaximumCents) return messageIds.maxAmount;
  return null;
}

/**
 * Builds the zod/mini schema of an add-funds amount in cents for `currency`; issue messages are the ids of
 * {@link fundingAmountError}, and a missing amount (or NaN) is `forms.invalid_required`.
 * @example fundingAmountSchema(currency).safeParse(200_000).error?.issues[0]?.message // "forms.invalid_max_amount"
 */
export function fundingAmountSchema(currency: FundingLimits): z.ZodMiniNumber<number> {
  return z.number({ error: messageIds.required }).check(
    z.superRefine((cents, ctx) => {
      const id = fundingAmountError(cents, currency);
      if (id !== null) ctx.addIssue({ code: "custom", message: id, input: cents });
    }),
  );
}
