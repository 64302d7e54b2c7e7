// The sandbox's own controls under /sandbox (not part of the member API): the SMS outbox, fault injection, the
// clock, verifying members and reseeding. They answer this machine only, at a loopback host name, and take writes
// as JSON from no other site (src/http/this-machine.ts and request-guards.ts, set up in server.ts).
import { normalizePhone } from "@tandem/validation";
import { Hono } from "hono";
import { z } from "zod";
import { putUntrustedText } from "../domain/untrusted-text.ts";
import { faultConfigSchema } from "../faults.ts";
import { jsonBody, parseParams } from "../http/params.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { sandboxPage } from "../sandbox-pages/sandbox-page.ts";
import { seedData } from "../seed/seed.ts";
import { memberSummaries, sandboxMemberRoutes } from "./sandbox-admin-members.ts";
import { sandboxReferralRoutes } from "./sandbox-admin-referrals.ts";

const clockSchema = z.object({
  advance_seconds: z
    .number()
    .int()
    .min(0)
    .max(365 * 86_400),
});

const untrustedTextSchema = z.object({
  texts: z.array(z.string().min(1).max(4000)).min(1).max(1000),
});

/** What the whole sandbox runs under: faults, the clock, sign-in limits, hostile texts, the seed. */
function conditionRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

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

  app.post("/sandbox/reset", (c) => {
    sandbox.store.replace(seedData(sandbox.clock.nowMs()));
    sandbox.limiter.reset();
    return c.json({ reseeded: true });
  });

  return app;
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
  app.route("/", sandboxMemberRoutes(sandbox));
  app.route("/", sandboxReferralRoutes(sandbox));
  app.route("/", conditionRoutes(sandbox));
  return app;
}
