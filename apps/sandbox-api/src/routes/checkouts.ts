// GET /commerce/checkouts/{id}, POST …/modify_fulfillment, POST …/complete, GET …/confirmation (contract §5.1).
import { Hono, type Context } from "hono";
import { z } from "zod";
import { checkoutLines } from "../domain/checkout-items.ts";
import { checkoutState } from "../domain/checkout-state.ts";
import { collectFailure, type CollectFailure } from "../domain/funding.ts";
import { placeOrder } from "../domain/place-order.ts";
import { ApiFailure, forbidden, validationFailure } from "../http/api-failure.ts";
import { jsonBody, parseParams, routeId } from "../http/params.ts";
import { send, setCurrentMemberHeader, viewContext } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import type { CheckoutRecord } from "../state/catalog-records.ts";
import { ms } from "../state/clock.ts";
import type { InstrumentRecord, MemberRecord } from "../state/records.ts";
import { checkoutView, confirmationView } from "../views/checkout.ts";

const optionSchema = z.object({ option_id: z.coerce.number().int() });
const completeSchema = z.object({
  charge_amount_cents: z.coerce.number().int(),
  payment_instrument: z
    .object({
      payment_instrument_id: z.coerce.number().int(),
      payment_method_type: z.enum(["bank_account", "card"]),
    })
    .nullish(),
  fulfillment_option_id: z.coerce.number().int().nullish(),
});

const fatal = (reason: string) =>
  new ApiFailure(409, "checkout_fatal_error", `Checkout prohibited: ${reason}`);

/**
 * A failed charge: at HEAD a card answers with its card code (409 `card_*`, contract §5.1); at the spec's API
 * version, and for a bank account, it is a fatal checkout error ("could not collect funds").
 */
function chargeFailure(sandbox: Sandbox, instrument: InstrumentRecord, failure: CollectFailure): ApiFailure {
  if (sandbox.apiVersion !== "current" || instrument.type !== "card") return fatal("could not collect funds");
  return failure === "charge_fails"
    ? new ApiFailure(409, "card_generic", "Your card was declined.")
    : new ApiFailure(409, "card_expired", "Your card has expired.");
}

/** The checkout as an answer. */
export function checkoutResponse(
  c: Context<SandboxEnv>,
  sandbox: Sandbox,
  member: MemberRecord,
  checkout: CheckoutRecord,
): Response {
  const state = checkoutState(sandbox.store.db, member, checkout, sandbox.clock.nowMs());
  return send(c, checkoutView(viewContext(c, sandbox), member, checkout, state));
}

// The member's checkout, looked up as the backend does for every route: 403 when it is another's or has no items
// left (its cart's items were taken out after it started; a completed one keeps its items).
function ownCheckout(c: Context<SandboxEnv>, sandbox: Sandbox, memberId: number): CheckoutRecord {
  const { db } = sandbox.store;
  const checkout = db.t.checkouts.get(routeId(c));
  if (checkout?.memberId !== memberId || checkoutLines(db, checkout).length === 0) throw forbidden();
  return checkout;
}

function editableCheckout(c: Context<SandboxEnv>, sandbox: Sandbox, memberId: number): CheckoutRecord {
  const checkout = ownCheckout(c, sandbox, memberId);
  if (checkout.completedAt !== null || checkout.discardedAt !== null) throw forbidden();
  return checkout;
}

function applyOption(sandbox: Sandbox, checkout: CheckoutRecord, optionId: number | null): void {
  const offering = sandbox.store.db.t.offerings.get(checkout.offeringId);
  const valid =
    optionId === null
      ? checkout.fulfillmentOptionId === null
      : offering?.fulfillmentOptionIds.includes(optionId);
  if (!valid) throw validationFailure(["Not a valid fulfillment option"]);
  checkout.fulfillmentOptionId = optionId;
}

function complete(
  sandbox: Sandbox,
  member: MemberRecord,
  checkout: CheckoutRecord,
  params: z.infer<typeof completeSchema>,
) {
  const { db } = sandbox.store;
  const nowMs = sandbox.clock.nowMs();
  if (checkout.completedAt !== null || checkout.discardedAt !== null) {
    // The backend refuses such a checkout through its prohibited reason and rolls back any change the call asked
    // for; completing twice therefore reads `offering_products_unavailable` (the cart was emptied).
    throw fatal(checkoutState(db, member, checkout, nowMs).prohibitedReason ?? "not_editable");
  }
  if (params.fulfillment_option_id !== undefined)
    applyOption(sandbox, checkout, params.fulfillment_option_id);
  if (params.payment_instrument) {
    const { payment_instrument_id: id, payment_method_type: type } = params.payment_instrument;
    const instrument = db.t.instruments.get(id);
    if (instrument?.memberId !== member.id || instrument.type !== type || instrument.deletedAt !== null) {
      throw new ApiFailure(403, "resource_not_found", "Instrument not found");
    }
    checkout.instrumentId = instrument.id;
  }
  const state = checkoutState(db, member, checkout, nowMs);
  if (state.prohibitedReason !== null) throw fatal(state.prohibitedReason);
  if (state.quantityExceeded) throw new ApiFailure(403, "invalid_order_quantity", "max quantity exceeded");
  if (params.charge_amount_cents !== state.pricing.chargeableCents) throw fatal("charge_amount_mismatch");
  const instrument = state.pricing.chargeableCents > 0 ? state.instrument : null;
  const failure = instrument ? collectFailure(instrument, nowMs) : null;
  if (instrument && failure !== null) throw chargeFailure(sandbox, instrument, failure);
  placeOrder(db, { checkout, offering: state.offering, pricing: state.pricing, instrument, atMs: nowMs });
  db.t.carts.removeWhere((cart) => cart.memberId === member.id && cart.offeringId === checkout.offeringId);
}

/** Checkouts: read, change pickup, complete, confirmation. */
export function checkoutRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.get("/commerce/checkouts/:id", (c) => {
    const { member } = requireCaller(c, sandbox);
    return checkoutResponse(c, sandbox, member, editableCheckout(c, sandbox, member.id));
  });

  app.post("/commerce/checkouts/:id/modify_fulfillment", async (c) => {
    const { member } = requireCaller(c, sandbox);
    const checkout = editableCheckout(c, sandbox, member.id);
    const { option_id } = parseParams(optionSchema, await jsonBody(c));
    sandbox.store.write(() => applyOption(sandbox, checkout, option_id));
    return checkoutResponse(c, sandbox, member, checkout);
  });

  app.post("/commerce/checkouts/:id/complete", async (c) => {
    const { member, admin } = requireCaller(c, sandbox);
    const checkout = ownCheckout(c, sandbox, member.id);
    const params = parseParams(completeSchema, await jsonBody(c));
    sandbox.store.write(() => complete(sandbox, member, checkout, params));
    setCurrentMemberHeader(c, sandbox, member, admin);
    return send(c, confirmationView(viewContext(c, sandbox), checkout));
  });

  app.get("/commerce/checkouts/:id/confirmation", (c) => {
    const { member } = requireCaller(c, sandbox);
    const checkout = ownCheckout(c, sandbox, member.id);
    // Shown for two days from the checkout's creation, not its completion (backend `expose_for_confirmation?`).
    const tooOld = sandbox.clock.nowMs() - ms(checkout.createdAt) >= 2 * 86_400_000;
    if (checkout.completedAt === null || tooOld) throw forbidden();
    return send(c, confirmationView(viewContext(c, sandbox), checkout));
  });

  return app;
}
