import { z } from "zod/mini";
import { registrationLinkSchema } from "./current-member.ts";

/**
 * The error envelope (contract §1.6), camel-cased. `message` is absent on 401; `errors` only on
 * `validation_error`; `retryAfter` (a string of seconds) only on `too_many_requests`. The client turns error
 * answers into `ApiError` with `apiErrorFromResponse`; this schema lets servers check their own error bodies.
 */
export const errorEnvelopeSchema = z.looseObject({
  error: z.looseObject({
    status: z.int(),
    code: z.string(),
    message: z.optional(z.string()),
    errors: z.optional(z.array(z.string())),
    retryAfter: z.optional(z.string()),
    registrationLink: z.nullish(registrationLinkSchema),
    stripeError: z.optional(z.string()),
    errorId: z.optional(z.string()),
    errorSignature: z.optional(z.string()),
  }),
});

/** An API error body. */
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
