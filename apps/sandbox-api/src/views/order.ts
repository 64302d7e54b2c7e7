import type { DetailedOrder, SimpleOrder } from "@tandem/api-client/schemas";
import { canClaim, fulfillmentEditable, orderTotals } from "../domain/orders.ts";
import { orderSerial } from "../domain/place-order.ts";
import type { OrderRecord } from "../state/catalog-records.ts";
import { fulfillmentOptionView, offeringOptionsView } from "./checkout.ts";
import { imageView } from "./image.ts";
import { money, tr, type ViewContext } from "./view-context.ts";

function firstImage(ctx: ViewContext, productId: number): string | null {
  return ctx.db.t.products.get(productId)?.imageIds[0] ?? null;
}

/** `SimpleOrder` (contract §2.7). The image is that of an item's product (the backend picks one at random). */
export function simpleOrderView(ctx: ViewContext, order: OrderRecord): SimpleOrder {
  const offering = ctx.db.t.offerings.get(order.offeringId);
  const { customerCents } = orderTotals(order);
  const imageId =
    order.items.map((item) => firstImage(ctx, item.productId)).find((id) => id !== null) ?? null;
  return {
    id: order.id,
    serial: orderSerial(order.id),
    createdAt: order.createdAt,
    fulfilledAt: order.fulfilledAt,
    total: money(customerCents + order.handlingCents + order.taxCents),
    image: imageId === null ? null : imageView(ctx, imageId),
    availableForPickupAt: offering?.fulfillmentStartsAt ?? null,
  };
}

/** `DetailedOrder` (contract §2.7). */
export function detailedOrderView(ctx: ViewContext, order: OrderRecord): DetailedOrder {
  const offering = ctx.db.t.offerings.get(order.offeringId);
  const { customerCents, undiscountedCents } = orderTotals(order);
  const editable = fulfillmentEditable(ctx.db, order, ctx.nowMs);
  return {
    ...simpleOrderView(ctx, order),
    items: order.items.map((item) => {
      const product = ctx.db.t.products.get(item.productId);
      return {
        quantity: item.quantity,
        name: product ? tr(product.name, ctx.lang) : "",
        description: product ? tr(product.description, ctx.lang) : "",
        image: imageView(ctx, firstImage(ctx, item.productId)),
        customerPrice: money(item.customerPriceCents),
      };
    }),
    offeringId: order.offeringId,
    offeringDescription: offering ? tr(offering.description, ctx.lang) : "",
    fulfillmentConfirmation: offering ? tr(offering.fulfillmentConfirmation, ctx.lang) : "",
    fulfillmentOption: fulfillmentOptionView(ctx, order.fulfillmentOptionId),
    fulfillmentOptionsForEditing:
      editable && offering ? offeringOptionsView(ctx, offering.fulfillmentOptionIds) : [],
    fulfillmentOptionEditable: editable,
    orderStatus: order.status,
    canClaim: canClaim(ctx.db, order, ctx.nowMs),
    customerCost: money(customerCents),
    undiscountedCost: money(undiscountedCents),
    savings: money(undiscountedCents - customerCents),
    handling: money(order.handlingCents),
    taxableCost: money(customerCents),
    tax: money(order.taxCents),
    fundingTransactions: order.funding.map((part) => ({
      amount: money(part.amountCents),
      label: part.label,
    })),
  };
}
