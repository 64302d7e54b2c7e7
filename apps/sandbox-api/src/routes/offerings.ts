// GET /commerce/offerings, GET /commerce/offerings/{id}, PUT …/cart/item, POST …/checkout (contract §5.1).
import { Hono, type Context } from "hono";
import { z } from "zod";
import { dropFromOpenCheckouts, freezeItems } from "../domain/checkout-items.ts";
import { defaultInstrumentOf } from "../domain/instruments.ts";
import { isEligible, isOpen, usableOffering } from "../domain/offerings.ts";
import { maxQuantity } from "../domain/stock.ts";
import { ApiFailure } from "../http/api-failure.ts";
import { jsonBody, parseParams, routeId } from "../http/params.ts";
import { send, viewContext } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import type { CartRecord, OfferingRecord } from "../state/catalog-records.ts";
import type { MemberRecord } from "../state/records.ts";
import type { Db } from "../state/db.ts";
import { collectionView } from "../views/collection.ts";
import { offeringView, offeringWithContextView } from "../views/offering.ts";
import { checkoutResponse } from "./checkouts.ts";

const cartItemSchema = z.object({
  product_id: z.coerce.number().int(),
  quantity: z.coerce.number().int(),
  // Optional and may be blank, as the backend takes it (`allow_blank`).
  timestamp: z.number().nullish(),
});

function cartOf(db: Db, memberId: number, offeringId: number): CartRecord {
  return (
    db.t.carts.find((row) => row.memberId === memberId && row.offeringId === offeringId) ??
    db.t.carts.insert({ memberId, offeringId, items: [] })
  );
}

/** 403/409 `invalid_order_quantity` (contract §5.1). */
export const quantityError = (message: string, status: 403 | 409) =>
  new ApiFailure(status, "invalid_order_quantity", message);

// The route's offering, open now and open to this member (403 `forbidden` / `eligibility_violation`).
function routeOffering(c: Context, sandbox: Sandbox, member: MemberRecord, param = "id"): OfferingRecord {
  return usableOffering(sandbox.store.db, member, routeId(c, param), sandbox.clock.nowMs());
}

/** `PUT /commerce/offerings/{offeringId}/cart/item`: sets a product's quantity in the member's cart. */
async function putCartItem(c: Context<SandboxEnv>, sandbox: Sandbox): Promise<Response> {
  const { member } = requireCaller(c, sandbox);
  const offering = routeOffering(c, sandbox, member, "offeringId");
  const params = parseParams(cartItemSchema, await jsonBody(c));
  const product = sandbox.store.db.t.products.get(params.product_id);
  if (product?.offeringId !== offering.id)
    throw new ApiFailure(409, "product_unavailable", "Product is not available");
  sandbox.store.write((db) => {
    const cart = cartOf(db, member.id, offering.id);
    const timestamp = params.timestamp ?? null;
    const existing = cart.items.find((item) => item.productId === product.id);
    // A closed product cannot be added, but one already in the cart can still be changed or taken out.
    if (!existing && product.closed && params.quantity > 0)
      throw new ApiFailure(409, "product_unavailable", "Product is not available");
    // Later actions win (contract §5.1): a change of an item in the cart is ignored unless its timestamp is later
    // than the stored one, and one without a timestamp counts as out of order (backend `Cart#set_item`).
    if (existing && (timestamp === null || timestamp <= existing.timestamp)) return;
    if (params.quantity <= 0) {
      cart.items = cart.items.filter((item) => item.productId !== product.id);
      dropFromOpenCheckouts(db, cart, product.id);
    } else if (existing) Object.assign(existing, { quantity: params.quantity, timestamp });
    // A new item may come without a timestamp; it is stored as 0, so any later change is in order.
    else cart.items.push({ productId: product.id, quantity: params.quantity, timestamp: timestamp ?? 0 });
  });
  return send(c, offeringWithContextView(viewContext(c, sandbox), member.id, offering));
}

/**
 * `POST /commerce/offerings/{offeringId}/checkout`: a new checkout of the cart, which must be buyable as it is; the
 * member's earlier open checkouts are discarded.
 */
function startCheckout(c: Context<SandboxEnv>, sandbox: Sandbox): Response {
  const { member } = requireCaller(c, sandbox);
  const offering = routeOffering(c, sandbox, member, "offeringId");
  const checkout = sandbox.store.write((db) => {
    const cart = cartOf(db, member.id, offering.id);
    if (cart.items.length === 0) throw new ApiFailure(409, "checkout_no_items", "Your cart is empty");
    for (const item of cart.items) {
      const product = db.t.products.get(item.productId);
      const max = product ? maxQuantity(db, member.id, product, cart.items) : 0;
      if (max <= 0) throw quantityError("product unavailable", 409);
      if (item.quantity > max) throw quantityError("max quantity exceeded", 409);
    }
    const now = sandbox.clock.iso();
    const previous = db.t.checkouts.where(
      (row) => row.memberId === member.id && row.completedAt === null && row.discardedAt === null,
    );
    for (const row of previous) {
      // A discarded checkout keeps its quantities as they are now (backend `after_soft_delete`).
      freezeItems(db, row);
      row.discardedAt = now;
    }
    const carried = previous.at(-1)?.fulfillmentOptionId ?? null;
    const single =
      offering.fulfillmentOptionIds.length === 1 ? (offering.fulfillmentOptionIds[0] ?? null) : null;
    return db.t.checkouts.insert({
      memberId: member.id,
      offeringId: offering.id,
      createdAt: now,
      // The items follow the cart until the checkout completes (see checkout-items.ts).
      items: cart.items.map(({ productId }) => ({ productId, quantity: null })),
      fulfillmentOptionId:
        single ?? (carried !== null && offering.fulfillmentOptionIds.includes(carried) ? carried : null),
      // Like the backend, a new checkout starts with the member's default instrument.
      instrumentId: defaultInstrumentOf(db, member.id, sandbox.clock.nowMs())?.id ?? null,
      completedAt: null,
      discardedAt: null,
      orderId: null,
    });
  });
  return checkoutResponse(c, sandbox, member, checkout);
}

/** Offerings, carts and starting a checkout. */
export function offeringRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.get("/commerce/offerings", (c) => {
    const { member } = requireCaller(c, sandbox);
    const ctx = viewContext(c, sandbox);
    const open = ctx.db.t.offerings.where(
      (offering) => isOpen(offering, ctx.nowMs) && isEligible(member, offering),
    );
    return send(c, collectionView(open.map((offering) => offeringView(ctx, offering))));
  });

  app.get("/commerce/offerings/:id", (c) => {
    const { member } = requireCaller(c, sandbox);
    const offering = routeOffering(c, sandbox, member);
    return send(c, offeringWithContextView(viewContext(c, sandbox), member.id, offering));
  });

  app.put("/commerce/offerings/:offeringId/cart/item", (c) => putCartItem(c, sandbox));
  app.post("/commerce/offerings/:offeringId/checkout", (c) => startCheckout(c, sandbox));
  return app;
}
