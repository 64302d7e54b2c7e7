import { z } from "zod/mini";
import { paymentInstrumentSchema } from "./payment-instrument.ts";

/**
 * `MutationPaymentInstrument` (contract §5.2): the instrument a create/delete call affected, plus the member's
 * whole list after the change.
 */
export const paymentInstrumentMutationSchema = z.extend(paymentInstrumentSchema, {
  allPaymentInstruments: z.array(paymentInstrumentSchema),
});

/** The answer of the four payment-instrument calls. */
export type PaymentInstrumentMutation = z.infer<typeof paymentInstrumentMutationSchema>;
