// The sandbox's view of where a member came from (not part of the member API: the backend shows referrals to its
// admins only): the referral sign-up recorded from the browser's campaign cookies, for journeys and demos.
import { Hono } from "hono";
import { referralOf } from "../domain/referrals.ts";
import { forbidden } from "../http/api-failure.ts";
import { routeId } from "../http/params.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";

/** /sandbox/members/:id/referral: the member's referral, or null. JSON, so the link's text is never markup. */
export function sandboxReferralRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();
  app.get("/sandbox/members/:id/referral", (c) => {
    const member = sandbox.store.db.t.members.get(routeId(c));
    if (!member) throw forbidden();
    const referral = referralOf(sandbox, member.id);
    return c.json({
      member_id: member.id,
      referral: referral && {
        source: referral.source,
        campaign: referral.campaign,
        medium: referral.medium,
        created_at: referral.createdAt,
      },
    });
  });
  return app;
}
