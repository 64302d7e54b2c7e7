// POST /payments/create_funding and POST /payments/charge_balance (contract §5.3).
import { Hono } from "hono";
import { z } from "zod";
import { collectFailure, fundCash, settleNegativeBalance } from "../domain/funding.ts";
import { readOnlyReason } from "../domain/members.ts";
import { ApiFailure, internalFailure, readOnly } from "../http/api-failure.ts";
import { jsonBody, parseParams } from "../http/params.ts";
import { send, setCurrentMemberHeader, viewContext } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { currentMemberView } from "../views/current-member.ts";
import { money } from "../views/view-context.ts";
import { USD } from "./meta.ts";

// Funding respects the currency's minimum and maximum (the real server checks only the minimum).
const fundingSchema = z.object({
  amount: z.object({
    cents: z.coerce.number().int().min(USD.fundingMinimumCents).max(USD.fundingMaximumCents),
    currency: z.literal("USD").default("USD"),
  }),
  payment_instrument_id: z.coerce.number().int(),
  payment_method_type: z.enum(["bank_account", "card"]),
});

/** Adding funds and paying off a negative balance. */
export function paymentRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.post("/payments/create_funding", async (c) => {
    const { member, admin } = requireCaller(c, sandbox);
    const params = parseParams(fundingSchema, await jsonBody(c));
    const instrument = sandbox.store.db.t.instruments.get(params.payment_instrument_id);
    if (
      instrument?.memberId !== member.id ||
      instrument.type !== params.payment_method_type ||
      instrument.deletedAt !== null
    ) {
      throw new ApiFailure(403, "resource_not_found", "Instrument not found");
    }
    const reason = readOnlyReason(sandbox.store.db, member);
    if (reason !== null) throw readOnly(reason);
    // An unverified bank or a failed card collection is an unhandled 500 on the real server (contract §5.3).
    const failure = collectFailure(instrument, sandbox.clock.nowMs());
    if (failure !== null) throw internalFailure(new Error(`Funding failed: ${failure}`));
    const funding = sandbox.store.write((db) =>
      fundCash(db, instrument, params.amount.cents, sandbox.clock.nowMs()),
    );
    setCurrentMemberHeader(c, sandbox, member, admin);
    const memo = c.get("lang") === "es" ? "Agregar fondos" : "Add funds";
    return send(c, {
      id: funding.id,
      createdAt: funding.createdAt,
      status: funding.status,
      amount: money(funding.amountCents),
      memo,
    });
  });

  // HEAD only: at the spec's version the call does not exist, so it falls through to the unknown-route 404.
  if (sandbox.apiVersion === "current") {
    app.post("/payments/charge_balance", (c) => {
      const { member, admin } = requireCaller(c, sandbox);
      const settled = sandbox.store.write((db) =>
        settleNegativeBalance(db, member.id, sandbox.clock.nowMs()),
      );
      if (!settled) throw new ApiFailure(402, "charge_balance", "We could not charge your payment method");
      return send(c, currentMemberView(viewContext(c, sandbox), member, admin));
    });
  }

  return app;
}
