import { z } from "zod/mini";

/**
 * The card provider's token (F-162, D-14), kept in the provider's own snake_case shape because it is passed on
 * untouched as `token` to `POST /payment_instruments/cards/create_stripe`.
 */
export const cardTokenSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  object: z.optional(z.string()),
  card: z.optional(
    z.looseObject({
      brand: z.optional(z.string()),
      last4: z.optional(z.string()),
      exp_month: z.optional(z.int()),
      exp_year: z.optional(z.int()),
    }),
  ),
});

/** A card token from the provider, e.g. `{ id: "tok_…", card: { brand: "Visa", last4: "4242" } }`. */
export type CardToken = z.infer<typeof cardTokenSchema>;

/** The provider's error answer (E-20): localise by `decline_code`, else `code`, else show `message`. */
export const cardProviderErrorSchema = z.looseObject({
  error: z.looseObject({
    type: z.optional(z.string()),
    code: z.optional(z.string()),
    decline_code: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
});
