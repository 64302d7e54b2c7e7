// Where a member came from (the backend's `member_referrals`): the campaign of the link that brought their browser,
// recorded once, when signing up made the member.

/** A member's referral, from the `utm_` cookies their browser carried when `auth/start` made them. */
export interface ReferralRecord {
  id: number;
  memberId: number;
  createdAt: string;
  /** `utm_source`, `""` when the link named only a campaign or a medium (as the backend stores it). */
  source: string;
  campaign: string | null;
  medium: string | null;
}
