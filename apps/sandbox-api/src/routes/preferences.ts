// GET/POST /preferences/public (token) and POST /preferences (session), contract §5.6.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { formatPhone } from "../domain/members.ts";
import { unauthenticated, validationFailure } from "../http/api-failure.ts";
import { jsonBody, parseParams, queryParams } from "../http/params.ts";
import { send, viewContext } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import type { MemberRecord } from "../state/records.ts";
import { currentMemberView, preferencesView, SUBSCRIPTIONS } from "../views/current-member.ts";

const tokenSchema = z.object({ access_token: z.string().min(1) });
const updateSchema = z.object({ subscriptions: z.record(z.string(), z.unknown()) });

/** `"Ma***ez"`: first two and last two characters; `"***"` when blank or short (contract §5.6). */
export function mask(value: string | null): string {
  const text = value ?? "";
  return text.length < 5 ? "***" : `${text.slice(0, 2)}***${text.slice(-2)}`;
}

function applySubscriptions(member: MemberRecord, subscriptions: Record<string, unknown>): void {
  const errors: string[] = [];
  for (const [key, value] of Object.entries(subscriptions)) {
    const known = SUBSCRIPTIONS.find((entry) => entry.key === key);
    if (!known?.editable) errors.push(`Subscription ${key} is invalid`);
    else if (typeof value !== "boolean") errors.push(`Subscription value ${key} must be a bool`);
  }
  if (errors.length > 0) throw validationFailure(errors);
  for (const [key, value] of Object.entries(subscriptions)) member.subscriptions[key] = value === true;
}

function publicView(member: MemberRecord) {
  return {
    email: mask(member.email),
    name: mask(member.name),
    phone: mask(formatPhone(member.phone).replace(/\D/g, "")),
    preferences: preferencesView(member),
  };
}

function byToken(sandbox: Sandbox, params: Record<string, unknown>): MemberRecord {
  const { access_token } = parseParams(tokenSchema, params);
  const member = sandbox.store.db.t.members.find((row) => row.preferencesToken === access_token);
  if (!member) throw unauthenticated();
  return member;
}

/** Messaging preferences. */
export function preferenceRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();
  const update = async (c: Context<SandboxEnv>, member: MemberRecord) => {
    const { subscriptions } = parseParams(updateSchema, await jsonBody(c));
    sandbox.store.write(() => applySubscriptions(member, subscriptions));
  };

  app.get("/preferences/public", (c) => send(c, publicView(byToken(sandbox, queryParams(c)))));

  app.post("/preferences/public", async (c) => {
    const body = await jsonBody(c);
    const member = byToken(sandbox, body);
    const { subscriptions } = parseParams(updateSchema, body);
    sandbox.store.write(() => applySubscriptions(member, subscriptions));
    return send(c, publicView(member));
  });

  app.post("/preferences", async (c) => {
    const { member, admin } = requireCaller(c, sandbox);
    await update(c, member);
    return send(c, currentMemberView(viewContext(c, sandbox), member, admin));
  });

  return app;
}
