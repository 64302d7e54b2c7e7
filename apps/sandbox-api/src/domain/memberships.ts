// Organisation memberships as the backend keeps them (Organization::Membership, Member#ensure_membership_in_organization):
// a name the member gives is an unverified membership; eligibility comes only from verified ones, which an admin or a
// partner's registration link makes. Verifying a membership verifies the member too (the membership's after_save).
import type { Db } from "../state/db.ts";
import type { MembershipRecord } from "../state/membership-records.ts";
import type { MemberRecord } from "../state/records.ts";
import { toTime } from "../state/clock.ts";
import { cashLedgerOf, createCashLedger } from "./ledger.ts";

/** The member's active (unverified or verified) membership of `organization`, if any. */
export function activeMembership(member: MemberRecord, organization: string): MembershipRecord | undefined {
  return member.memberships.find((row) => row.organization === organization && row.status !== "former");
}

/** True when the member is a verified member of `organization`: the only membership eligibility counts. */
export function isVerifiedMember(member: MemberRecord, organization: string): boolean {
  return member.memberships.some((row) => row.organization === organization && row.status === "verified");
}

/**
 * A name the member gave (`POST /me/update`, `POST /auth/contact_list`): an unverified membership, unless an active
 * one of that name exists (the backend trims the name and then compares it exactly). A former membership does not
 * count, so naming that organisation again asks for a new check.
 */
export function declareMembership(
  member: MemberRecord,
  name: string,
  nowMs: number,
): MembershipRecord | null {
  const organization = name.trim();
  if (organization === "") return null;
  const existing = activeMembership(member, organization);
  if (existing) return existing;
  const membership: MembershipRecord = {
    organization,
    status: "unverified",
    createdAt: toTime(nowMs),
    verifiedAt: null,
    registrationLinkId: null,
  };
  member.memberships.push(membership);
  return membership;
}

/**
 * Makes the member a verified member of `organization` (an admin's verification, or a registration link's
 * `ensure_verified_membership`): the unverified membership of that name is verified, or a new verified one made,
 * and the member is verified with the cash ledger verification brings.
 */
export function verifyMembership(
  db: Db,
  member: MemberRecord,
  organization: string,
  nowMs: number,
  registrationLinkId: number | null = null,
): MembershipRecord {
  const membership = activeMembership(member, organization) ?? declareMembership(member, organization, nowMs);
  if (!membership) throw new Error("an organisation needs a name");
  if (membership.status !== "verified") {
    membership.status = "verified";
    membership.verifiedAt = toTime(nowMs);
    membership.registrationLinkId = registrationLinkId;
  }
  member.verified = true;
  if (!cashLedgerOf(db, member.id)) createCashLedger(db, member.id);
  return membership;
}

/** The member's memberships as the demo page and `/sandbox/members` show them. */
export function membershipSummaries(member: MemberRecord): { organization: string; status: string }[] {
  return member.memberships.map(({ organization, status }) => ({ organization, status }));
}

/** A membership row as seeded: `verified` ones verified when they were made. */
export function seededMembership(
  organization: string,
  status: MembershipRecord["status"],
  atMs: number,
): MembershipRecord {
  const at = toTime(atMs);
  return {
    organization,
    status,
    createdAt: at,
    verifiedAt: status === "verified" ? at : null,
    registrationLinkId: null,
  };
}
