// Which offerings a member can see and use (contract §5.1): open now, and eligible by a verified organisation
// membership (the backend's eligibility counts verified memberships only; a self-declared name is not one).
import { ApiFailure, forbidden } from "../http/api-failure.ts";
import type { Db } from "../state/db.ts";
import type { OfferingRecord } from "../state/catalog-records.ts";
import type { MemberRecord } from "../state/records.ts";
import { ms } from "../state/clock.ts";
import { isVerifiedMember } from "./memberships.ts";

/** Open for ordering at `nowMs`. */
export function isOpen(offering: OfferingRecord, nowMs: number): boolean {
  return ms(offering.opensAt) <= nowMs && (offering.closesAt === null || ms(offering.closesAt) > nowMs);
}

/** The member meets the offering's constraints: a verified member of its organisation, if it has one. */
export function isEligible(member: MemberRecord, offering: OfferingRecord): boolean {
  return offering.eligibleOrganization === null || isVerifiedMember(member, offering.eligibleOrganization);
}

/** An open offering the member may use: 403 `forbidden` if unknown or not open, 403 `eligibility_violation`. */
export function usableOffering(db: Db, member: MemberRecord, id: number, nowMs: number): OfferingRecord {
  const offering = db.t.offerings.get(id);
  if (!offering || !isOpen(offering, nowMs)) throw forbidden();
  if (!isEligible(member, offering))
    throw new ApiFailure(403, "eligibility_violation", "Member cannot access due to constraints");
  return offering;
}
