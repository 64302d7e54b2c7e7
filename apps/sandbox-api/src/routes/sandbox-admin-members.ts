// The sandbox's controls of one member (not part of the member API): the list of members as the demo page shows
// them, verifying a member or one of their organisation memberships, a member's public preferences link and putting
// a member in debt.
import { paths, withAppBase } from "@tandem/paths";
import { Hono } from "hono";
import { z } from "zod";
import { book, cashBalanceOf, createCashLedger, cashLedgerOf } from "../domain/ledger.ts";
import { formatPhone, isOnboarded, readOnlyReason } from "../domain/members.ts";
import { membershipSummaries, verifyMembership } from "../domain/memberships.ts";
import { forbidden } from "../http/api-failure.ts";
import { jsonBody, parseParams, routeId } from "../http/params.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";

const debtSchema = z.object({ cents: z.number().int().min(1).max(100_000) });
const membershipSchema = z.object({ organization_name: z.string().trim().min(1, "is empty").max(200) });

/** Members as /sandbox lists them. */
export function memberSummaries(sandbox: Sandbox) {
  const { db } = sandbox.store;
  return db.t.members.rows.map((member) => ({
    id: member.id,
    name: member.name,
    phone: formatPhone(member.phone),
    onboarded: isOnboarded(member),
    readOnlyReason: readOnlyReason(db, member),
    memberships: membershipSummaries(member),
    note: member.demoNote,
  }));
}

/** /sandbox/members routes. */
export function sandboxMemberRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.get("/sandbox/members", (c) => c.json(memberSummaries(sandbox)));

  app.post("/sandbox/members/:id/verify", (c) => {
    const member = sandbox.store.db.t.members.get(routeId(c));
    if (!member) throw forbidden();
    sandbox.store.write((db) => {
      member.verified = true;
      if (!cashLedgerOf(db, member.id)) createCashLedger(db, member.id);
    });
    return c.json(memberSummaries(sandbox).find((summary) => summary.id === member.id));
  });

  // An admin's verification of a membership (the backend's membership verifications): the member's unverified
  // membership of that organisation is verified, or a verified one made, and the member verified with it.
  app.post("/sandbox/members/:id/memberships/verify", async (c) => {
    const member = sandbox.store.db.t.members.get(routeId(c));
    if (!member) throw forbidden();
    const { organization_name } = parseParams(membershipSchema, await jsonBody(c));
    sandbox.store.write((db) => verifyMembership(db, member, organization_name, sandbox.clock.nowMs()));
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

  // Puts a member in debt (cash balance -cents, as after rides the card could not pay), for journeys and
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

  return app;
}
