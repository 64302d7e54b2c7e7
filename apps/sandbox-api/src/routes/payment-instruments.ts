// POST /payment_instruments/bank_accounts/create, /cards/create_stripe and their DELETEs (contract §5.2).
import { Hono, type Context } from "hono";
import { z } from "zod";
import { activeInstrumentsOf } from "../domain/instruments.ts";
import { attachCard, bankSchema, linkBank } from "../domain/instrument-changes.ts";
import { ApiFailure } from "../http/api-failure.ts";
import { jsonBody, parseParams, routeId } from "../http/params.ts";
import { send, setCurrentMemberHeader } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import type { InstrumentRecord, MemberRecord } from "../state/records.ts";
import { paymentInstrumentView } from "../views/payment-instrument.ts";

const cardSchema = z.object({ token: z.looseObject({ id: z.string().min(1) }) });

function mutation(
  c: Context<SandboxEnv>,
  sandbox: Sandbox,
  member: MemberRecord,
  instrument: InstrumentRecord,
) {
  const nowMs = sandbox.clock.nowMs();
  return send(c, {
    ...paymentInstrumentView(instrument, nowMs),
    allPaymentInstruments: activeInstrumentsOf(sandbox.store.db, member.id).map((row) =>
      paymentInstrumentView(row, nowMs),
    ),
  });
}

/** Cards and bank accounts. */
export function paymentInstrumentRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.post("/payment_instruments/bank_accounts/create", async (c) => {
    const { member, admin } = requireCaller(c, sandbox);
    const params = parseParams(bankSchema, await jsonBody(c));
    const instrument = sandbox.store.write(() => linkBank(sandbox, member, params));
    setCurrentMemberHeader(c, sandbox, member, admin);
    return mutation(c, sandbox, member, instrument);
  });

  app.post("/payment_instruments/cards/create_stripe", async (c) => {
    const { member, admin } = requireCaller(c, sandbox);
    const { token } = parseParams(cardSchema, await jsonBody(c));
    const instrument = sandbox.store.write(() =>
      attachCard(sandbox, member, token.id, { payBalance: c.get("apiVersion") === "current" }),
    );
    setCurrentMemberHeader(c, sandbox, member, admin);
    return mutation(c, sandbox, member, instrument);
  });

  for (const type of ["bank_account", "card"] as const) {
    app.delete(`/payment_instruments/${type === "card" ? "cards" : "bank_accounts"}/:id`, (c) => {
      const { member } = requireCaller(c, sandbox);
      const instrument = sandbox.store.db.t.instruments.get(routeId(c));
      if (instrument?.memberId !== member.id || instrument.type !== type || instrument.deletedAt !== null) {
        throw new ApiFailure(
          403,
          "resource_not_found",
          type === "card" ? "Card not found" : "Bank account not found",
        );
      }
      sandbox.store.write(() => (instrument.deletedAt = sandbox.clock.iso()));
      return mutation(c, sandbox, member, instrument);
    });
  }

  return app;
}
