import { z } from "zod/mini";
import { cartSchema } from "./cart.ts";
import { offeringProductSchema, vendorSchema } from "./offering-product.ts";
import { offeringSchema } from "./offering.ts";

/**
 * `OfferingWithContext`: the answer of `GET /commerce/offerings/{id}` and of `PUT …/cart/item` (contract §5.1):
 * the offering, its products (sold-out last), their vendors and the cart.
 */
export const offeringWithContextSchema = z.looseObject({
  offering: offeringSchema,
  items: z.array(offeringProductSchema),
  vendors: z.array(vendorSchema),
  cart: cartSchema,
});

/** An offering with its products and the member's cart. */
export type OfferingWithContext = z.infer<typeof offeringWithContextSchema>;
