import { z } from "zod/mini";
import { paymentMethodTypeSchema } from "./payment-instrument.ts";

/** `Currency` (contract §3.8): funding limits in cents and the payment method types that fund it. */
export const currencySchema = z.looseObject({
  symbol: z.string(),
  code: z.string(),
  fundingMinimumCents: z.int(),
  fundingMaximumCents: z.int(),
  fundingStepCents: z.int(),
  centsInDollar: z.int(),
  paymentMethodTypes: z.array(paymentMethodTypeSchema),
});

/** A supported currency. */
export type Currency = z.infer<typeof currencySchema>;
