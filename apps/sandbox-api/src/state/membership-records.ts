// A member's organisation memberships, kept on the member record (src/state/records.ts).

/**
 * A member's membership of an organisation, as the backend keeps it: `unverified` when the member named the
 * organisation themselves (onboarding, the contact list), `verified` once an admin or a partner's registration link
 * confirms it, `former` when removed. Only a verified membership makes offerings of that organisation eligible.
 */
export interface MembershipRecord {
  /** The organisation's name: as the member typed it while unverified. */
  organization: string;
  status: "unverified" | "verified" | "former";
  createdAt: string;
  verifiedAt: string | null;
  /** The registration link that verified it, if one did. */
  registrationLinkId: number | null;
}
