import { z } from "zod/mini";
import { collectionSchema } from "./collection.ts";
import { fulfillmentOptionSchema } from "./fulfillment-option.ts";
import { imageSchema } from "./image.ts";
import { costBreakdownShape, moneySchema } from "./money.ts";
import { timeSchema } from "./wire-formats.ts";

/** `SimpleOrder` (contract §2.7): `serial` is the zero-padded id; `image` is a random item's, or null. */
export const simpleOrderSchema = z.looseObject({
  id: z.int(),
  serial: z.string(),
  createdAt: timeSchema,
  fulfilledAt: z.nullish(timeSchema),
  total: moneySchema,
  image: z.nullish(imageSchema),
  availableForPickupAt: z.nullish(timeSchema),
});

/** An order as the history lists it. */
export type SimpleOrder = z.infer<typeof simpleOrderSchema>;

/** `DetailedOrder` (contract §2.7): a SimpleOrder with items, fulfilment, status, costs and funding. */
export const detailedOrderSchema = z.extend(simpleOrderSchema, {
  items: z.array(
    z.looseObject({
      quantity: z.int(),
      name: z.string(),
      description: z.string(),
      image: imageSchema,
      customerPrice: moneySchema,
    }),
  ),
  offeringId: z.int(),
  offeringDescription: z.string(),
  fulfillmentConfirmation: z.string(),
  fulfillmentOption: z.nullish(fulfillmentOptionSchema),
  fulfillmentOptionsForEditing: z.array(fulfillmentOptionSchema),
  fulfillmentOptionEditable: z.boolean(),
  orderStatus: z.enum(["open", "completed", "canceled"]),
  canClaim: z.boolean(),
  ...costBreakdownShape,
  fundingTransactions: z.array(z.looseObject({ amount: moneySchema, label: z.string() })),
});

/** An order with everything its detail page shows. */
export type DetailedOrder = z.infer<typeof detailedOrderSchema>;

/** `GET /commerce/orders` (contract §5.1): all orders, plus the 2 most recent in detail. */
export const orderHistorySchema = z.extend(collectionSchema(simpleOrderSchema), {
  detailedOrders: z.array(detailedOrderSchema),
});

/** The member's order history. */
export type OrderHistory = z.infer<typeof orderHistorySchema>;
