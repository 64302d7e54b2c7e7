// The add-card form of doc 2 §5 as one schema, because the CVC rule depends on the card number (V-23).
import { z } from "zod/mini";
import { cardCvcError } from "./card-cvc.ts";
import { cardExpirySchema } from "./card-expiry.ts";
import { cardNumberSchema } from "./card-number.ts";
import { messageIds } from "./messages.ts";
import { requiredSchema } from "./required.ts";

/**
 * zod/mini schema for the add-card form `{ name, number, expiry, cvc }`: every field required (V-24), the number
 * (V-20), the expiry against the time of parsing (V-21, V-22) and the CVC against the number's type (V-23). Each
 * issue's message is a message id and its path the field, as react-hook-form's zod resolver expects.
 * @example paymentCardSchema.safeParse({ name: "Ana", number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" })
 */
export const paymentCardSchema = z
  .object({
    name: requiredSchema,
    number: cardNumberSchema,
    expiry: cardExpirySchema,
    cvc: z.string({ error: messageIds.required }),
  })
  .check(
    z.superRefine((card, ctx) => {
      const id = cardCvcError(card.cvc, card.number);
      if (id !== null) ctx.addIssue({ code: "custom", message: id, input: card.cvc, path: ["cvc"] });
    }),
  );

/** The values of the add-card form, as {@link paymentCardSchema} checks them. */
export type PaymentCardValues = z.infer<typeof paymentCardSchema>;
