// The sandbox's own controls under /sandbox (not part of the member API): the SMS outbox, fault injection, the
// clock, verifying members and reseeding. They answer this machine only, at a loopback host name, and take writes
// as JSON from no other site (src/http/this-machine.ts and request-guards.ts, set up in server.ts).
import { Hono } from "hono";
import { z } from "zod";
import { book, cashBalanceOf, createCashLedger, cashLedgerOf } from "../domain/ledger.ts";
import { formatPhone, isOnboarded, readOnlyReason } from "../domain/members.ts";
import { putUntrustedText } from "../domain/untrusted-text.ts";
import { faultConfigSchema } from "../faults.ts";
import { jsonBody, parseParams, routeId } from "../http/params.ts";
import { normalizePhone } from "@tandem/validation";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { seedData } from "../seed/seed.ts";
import { sandboxPage } from "../sandbox-pages/sandbox-page.ts";
import { forbidden } from "../http/api-failure.ts";
import { paths, withAppBase } from "@tandem/paths";

const clockSchema = z.object({
  advance_seconds: z
    .number()
    .int()
    .min(0)
    .max(365 * 86_400),
});

const debtSchema = z.object({ cents: z.number().int().min(1).max(100_000) });

const untrustedTextSchema = z.object({
  texts: z.array(z.string().min(1).max(4000)).min(1).max(1000),
});

/** Members as /sandbox lists them. */
export function memberSummaries(sandbox: Sandbox) {
  const { db } = sandbox.store;
  return db.t.members.rows.map((member) => ({
    id: member.id,
    name: member.name,
    phone: formatPhone(member.phone),
    onboarded: isOnboarded(member),
    readOnlyReason: readOnlyReason(db, member),
    note: member.demoNote,
  }));
}

/** /sandbox routes. */
export function sandboxAdminRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.get("/sandbox", (c) => c.redirect("/sandbox/"));
  app.get("/sandbox/", (c) =>
    c.html(
      sandboxPage(
        memberSummaries(sandbox),
        sandbox.outbox.list().slice(0, 50),
        sandbox.store.db.t.registrationLinks.rows.map(({ organization, opaqueId }) => ({
          organization,
          opaqueId,
        })),
      ),
    ),
  );
  app.get("/sandbox/outbox", (c) =>
    c.json(
      sandbox.outbox.list(c.req.query("phone")).map(({ to, body, code, at }) => ({ to, body, code, at })),
    ),
  );
  app.get("/sandbox/members", (c) => c.json(memberSummaries(sandbox)));
  app.get("/sandbox/faults", (c) => c.json(sandbox.faults.config));

  app.post("/sandbox/faults", async (c) => {
    sandbox.faults.set(parseParams(faultConfigSchema, await jsonBody(c)));
    return c.json(sandbox.faults.config);
  });

  app.delete("/sandbox/faults", (c) => {
    sandbox.faults.set(faultConfigSchema.parse({}));
    return c.json(sandbox.faults.config);
  });

  app.post("/sandbox/clock", async (c) => {
    const { advance_seconds } = parseParams(clockSchema, await jsonBody(c));
    sandbox.clock.advance(advance_seconds * 1000);
    return c.json({ now: sandbox.clock.iso(), offset_ms: sandbox.clock.offset });
  });

  app.post("/sandbox/members/:id/verify", (c) => {
    const member = sandbox.store.db.t.members.get(routeId(c));
    if (!member) throw forbidden();
    sandbox.store.write((db) => {
      member.verified = true;
      if (!cashLedgerOf(db, member.id)) createCashLedger(db, member.id);
    });
    return c.json(memberSummaries(sandbox).find((summary) => summary.id === member.id));
  });

  // D-12: the real backend puts this link in its messages; a journey or a demo cannot read a text, so the sandbox
  // hands the link out here. The token opens the member's preferences without sign-in: this machine only.
  app.get("/sandbox/members/:id/preferences-link", (c) => {
    const member = sandbox.store.db.t.members.get(routeId(c));
    if (!member) throw forbidden();
    const token = member.preferencesToken;
    return c.json({ token, url: withAppBase(paths.preferencesPublic({ search: { token } })) });
  });

  // Journeys sign the same demo members in many times; this lifts one phone's sign-in limits (contract §1.9 stays
  // in force for everyone else).
  app.delete("/sandbox/throttles", (c) => {
    const phone = normalizePhone(c.req.query("phone") ?? "");
    if (phone) sandbox.limiter.forget(phone);
    return c.body(null, 204);
  });

  // Sandbox addition for the untrusted-text journeys: hostile strings in every server-provided text field.
  app.post("/sandbox/untrusted-text", async (c) => {
    const { texts } = parseParams(untrustedTextSchema, await jsonBody(c));
    sandbox.alertTexts = texts;
    return c.json(sandbox.store.write((db) => putUntrustedText(db, texts)));
  });

  // Issue 23: puts a member in debt (cash balance -cents, as after rides the card could not pay), for journeys and
  // demos of paying a negative balance with a member of their own.
  app.post("/sandbox/members/:id/debt", async (c) => {
    const member = sandbox.store.db.t.members.get(routeId(c));
    const cash = member && cashLedgerOf(sandbox.store.db, member.id);
    if (!member || !cash) throw forbidden();
    const { cents } = parseParams(debtSchema, await jsonBody(c));
    const amountCents = cashBalanceOf(sandbox.store.db, member.id) + cents;
    const memo = { en: "Ride adjustment", es: "Ajuste de viaje" };
    if (amountCents > 0)
      sandbox.store.write((db) =>
        book(db, {
          at: sandbox.clock.iso(),
          memo,
          amountCents,
          from: cash.id,
          to: null,
          usage: { code: "unknown", args: { memo: memo.en } },
        }),
      );
    return c.json({ cash_balance_cents: cashBalanceOf(sandbox.store.db, member.id) });
  });

  app.post("/sandbox/reset", (c) => {
    sandbox.store.replace(seedData(sandbox.clock.nowMs()));
    sandbox.limiter.reset();
    return c.json({ reseeded: true });
  });

  return app;
}
