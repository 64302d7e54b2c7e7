import { z } from "zod/mini";
import { timeSchema } from "./wire-formats.ts";

/** The bank or card network of an instrument: name, brand colour and a `data:` logo URL (or `""`). */
export const institutionSchema = z.looseObject({
  name: z.string(),
  color: z.string(),
  logoSrc: z.string(),
});

/** `"bank_account"` or `"card"`. */
export const paymentMethodTypeSchema = z.enum(["bank_account", "card"]);

/** A payment method type, `"bank_account"` or `"card"`. */
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

/**
 * `PaymentInstrument` (contract §2.3): a bank account or card. `status` is `ok`, `unverified`, `expired`, or
 * `deleted` (in DELETE answers only); `expiresAt` is null for bank accounts.
 */
export const paymentInstrumentSchema = z.looseObject({
  id: z.int(),
  createdAt: timeSchema,
  paymentInstrumentId: z.int(),
  paymentMethodType: paymentMethodTypeSchema,
  usableForFunding: z.boolean(),
  status: z.enum(["ok", "unverified", "expired", "deleted"]),
  expiresAt: z.nullish(timeSchema),
  institution: institutionSchema,
  name: z.string(),
  last4: z.string(),
  key: z.string(),
});

/** A member's bank account or card. */
export type PaymentInstrument = z.infer<typeof paymentInstrumentSchema>;
