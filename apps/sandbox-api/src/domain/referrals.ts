// A member's referral (the backend's Member::Referral.from_params, at `auth/start` since 23b5ef0b): made with the
// member from the `utm_` cookies their browser carries. Source, campaign and medium are kept (term and content
// are not); none of them, no referral; a campaign or medium without a source has source "".
import type { Sandbox } from "../sandbox.ts";
import type { MemberRecord } from "../state/records.ts";
import type { ReferralRecord } from "../state/referral-records.ts";
import { utmCookies } from "./utm.ts";

/**
 * Records where a new member came from, when their browser carries campaign cookies. Only the programme's current
 * backend does: at the spec's 5dd9af6c nothing read the cookies (README, "Two API versions").
 */
export function recordReferral(
  sandbox: Sandbox,
  member: MemberRecord,
  cookieHeader: string | undefined,
): ReferralRecord | null {
  if (sandbox.apiVersion !== "current") return null;
  const utm = utmCookies(cookieHeader);
  if (!utm.utm_source && !utm.utm_campaign && !utm.utm_medium) return null;
  return sandbox.store.db.t.referrals.insert({
    memberId: member.id,
    createdAt: sandbox.clock.iso(),
    source: utm.utm_source ?? "",
    campaign: utm.utm_campaign ?? null,
    medium: utm.utm_medium ?? null,
  });
}

/** The referral recorded for a member, if any. */
export function referralOf(sandbox: Sandbox, memberId: number): ReferralRecord | null {
  return sandbox.store.db.t.referrals.rows.find((referral) => referral.memberId === memberId) ?? null;
}
