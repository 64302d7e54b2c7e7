// GET /commerce/orders, /orders/unclaimed, /orders/{id}; POST …/modify_fulfillment and …/claim (contract §5.1).
import { Hono, type Context } from "hono";
import { z } from "zod";
import { canClaim, fulfillmentEditable, ordersOf, unclaimedOrdersOf } from "../domain/orders.ts";
import { ApiFailure, forbidden, validationFailure } from "../http/api-failure.ts";
import { jsonBody, parseParams, routeId } from "../http/params.ts";
import { send, setCurrentMemberHeader, viewContext } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import type { OrderRecord } from "../state/catalog-records.ts";
import { collectionView } from "../views/collection.ts";
import { detailedOrderView, simpleOrderView } from "../views/order.ts";

const optionSchema = z.object({ option_id: z.coerce.number().int() });

function ownOrder(c: Context<SandboxEnv>, sandbox: Sandbox, memberId: number): OrderRecord {
  const order = sandbox.store.db.t.orders.get(routeId(c));
  if (order?.memberId !== memberId) throw forbidden();
  return order;
}

/** Order history, detail, pickup changes and claiming. */
export function orderRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.get("/commerce/orders", (c) => {
    const { member } = requireCaller(c, sandbox);
    const ctx = viewContext(c, sandbox);
    const orders = ordersOf(ctx.db, member.id);
    return send(
      c,
      collectionView(
        orders.map((order) => simpleOrderView(ctx, order)),
        undefined,
        {
          detailedOrders: orders.slice(0, 2).map((order) => detailedOrderView(ctx, order)),
        },
      ),
    );
  });

  app.get("/commerce/orders/unclaimed", (c) => {
    const { member } = requireCaller(c, sandbox);
    const ctx = viewContext(c, sandbox);
    return send(
      c,
      collectionView(
        unclaimedOrdersOf(ctx.db, member.id, ctx.nowMs).map((order) => detailedOrderView(ctx, order)),
      ),
    );
  });

  app.get("/commerce/orders/:id", (c) => {
    const { member } = requireCaller(c, sandbox);
    return send(c, detailedOrderView(viewContext(c, sandbox), ownOrder(c, sandbox, member.id)));
  });

  app.post("/commerce/orders/:id/modify_fulfillment", async (c) => {
    const { member } = requireCaller(c, sandbox);
    const order = ownOrder(c, sandbox, member.id);
    const { option_id } = parseParams(optionSchema, await jsonBody(c));
    const offering = sandbox.store.db.t.offerings.get(order.offeringId);
    const editable = fulfillmentEditable(sandbox.store.db, order, sandbox.clock.nowMs());
    if (!editable || !offering?.fulfillmentOptionIds.includes(option_id))
      throw validationFailure(["Not a valid fulfillment option"]);
    sandbox.store.write(() => (order.fulfillmentOptionId = option_id));
    return send(c, detailedOrderView(viewContext(c, sandbox), order));
  });

  app.post("/commerce/orders/:id/claim", (c) => {
    const { member, admin } = requireCaller(c, sandbox);
    const order = ownOrder(c, sandbox, member.id);
    // Claiming works once: a fulfilled (or not yet fulfilling) order cannot be claimed.
    if (!canClaim(sandbox.store.db, order, sandbox.clock.nowMs()))
      throw new ApiFailure(409, "invalid_permissions", "Order cannot be claimed");
    sandbox.store.write(() => (order.fulfilledAt = sandbox.clock.iso()));
    setCurrentMemberHeader(c, sandbox, member, admin);
    return send(c, detailedOrderView(viewContext(c, sandbox), order));
  });

  return app;
}
