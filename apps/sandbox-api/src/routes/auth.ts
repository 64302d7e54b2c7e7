// Sign-in (contract §3.12–3.15): auth/start sends a code to the outbox, auth/verify checks it and starts the
// session, auth/contact_list signs up from an event, DELETE /auth signs out. All but sign-out are rate-limited.
import { normalizePhone } from "@tandem/validation";
import { Hono, type Context } from "hono";
import { checkCode, issueCode } from "../domain/otp.ts";
import { memberByPhone } from "../domain/members.ts";
import { declareMembership } from "../domain/memberships.ts";
import { ApiFailure } from "../http/api-failure.ts";
import { jsonBody, parseParams } from "../http/params.ts";
import { send, viewContext } from "../http/respond.ts";
import { currentCaller, endSession, startSession } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { currentMemberView } from "../views/current-member.ts";
import { codeMessage, findOrCreate } from "../domain/sign-up.ts";
import { recordReferral } from "../domain/referrals.ts";
import { contactSchema, startSchema, verifySchema } from "./auth-params.ts";
import { throttleAuth } from "./auth-throttles.ts";

/** Members who agreed before this date must agree to the current terms again. */
export const LATEST_TERMS_AT = "2025-01-01T00:00:00.000+00:00";

function rejectSignedIn(c: Context<SandboxEnv>, sandbox: Sandbox): void {
  if (currentCaller(c, sandbox))
    throw new ApiFailure(409, "auth_conflict", "You are already signed in. Please sign out first.");
}

/** Sign-in by a code sent to the phone: auth/start sends it, auth/verify checks it and starts the session. */
function signInRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.post("/auth/start", async (c) => {
    const body = await jsonBody(c);
    throttleAuth(c, sandbox, "start", body.phone);
    rejectSignedIn(c, sandbox);
    const params = parseParams(startSchema, body);
    const normalized = normalizePhone(params.phone) ?? "";
    const { member, code } = sandbox.store.write((db) => {
      const nowMs = sandbox.clock.nowMs();
      const found = findOrCreate(sandbox, normalized, {
        timezone: params.timezone,
        language: params.language ?? "en",
        termsAgreedAt: params.terms_agreed ? sandbox.clock.iso() : null,
      });
      if (params.language && !found.created) found.member.language = params.language;
      // A new member's campaign, from the utm_ cookies of the link that brought them (current backend only).
      if (found.created) recordReferral(sandbox, found.member, c.req.header("cookie"));
      return { member: found.member, code: issueCode(db, normalized, nowMs) };
    });
    sandbox.outbox.send(normalized, codeMessage(member, code, params.transport), code, sandbox.clock.iso());
    return send(c, {
      requiresTermsAgreement: member.termsAgreedAt === null || member.termsAgreedAt < LATEST_TERMS_AT,
    });
  });

  app.post("/auth/verify", async (c) => {
    const body = await jsonBody(c);
    throttleAuth(c, sandbox, "verify", body.phone);
    rejectSignedIn(c, sandbox);
    const params = parseParams(verifySchema, body);
    const normalized = normalizePhone(params.phone) ?? "";
    const member = sandbox.store.write((db) => {
      const found = memberByPhone(db, normalized);
      if (!checkCode(db, normalized, params.token, sandbox.clock.nowMs()) || !found) return null;
      startSession(c, sandbox, found);
      return found;
    });
    if (!member)
      throw new ApiFailure(
        403,
        "invalid_otp",
        "Sorry, that token is invalid or the phone number is not in our system.",
      );
    const caller = currentCaller(c, sandbox);
    return send(
      c,
      currentMemberView(viewContext(c, sandbox), caller?.member ?? member, caller?.admin ?? null),
    );
  });

  return app;
}

/** Sign-up from an event: the member joins the contact list, and is created when new. */
function signUpRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();
  app.post("/auth/contact_list", async (c) => {
    const body = await jsonBody(c);
    throttleAuth(c, sandbox, "contact", body.phone);
    rejectSignedIn(c, sandbox);
    const params = parseParams(contactSchema, body);
    sandbox.store.write((db) => {
      const normalized = normalizePhone(params.phone) ?? "";
      const { member } = findOrCreate(sandbox, normalized, {
        name: params.name,
        timezone: params.timezone,
        language: params.language ?? "en",
      });
      // An unverified membership, as at onboarding: it grants no eligibility until verified.
      if (params.organization_name)
        declareMembership(member, params.organization_name, sandbox.clock.nowMs());
      db.t.tickets.insert({
        kind: "contact_list",
        createdAt: sandbox.clock.iso(),
        details: { memberId: member.id, ...params },
      });
    });
    return c.json(200);
  });
  return app;
}

/** Sign-in, sign-up and sign-out. */
export function authRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();
  app.route("/", signInRoutes(sandbox));
  app.route("/", signUpRoutes(sandbox));
  app.delete("/auth", (c) => {
    sandbox.store.write(() => endSession(c, sandbox));
    // As the backend sends it, at both versions: unquoted, which browsers ignore (the contract writes `"*"`); the
    // app clears what it keeps of the member itself.
    c.header("Clear-Site-Data", "*");
    return c.body(null, 204);
  });
  return app;
}
