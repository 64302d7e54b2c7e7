// Private vendor accounts (contract §5.5): listed only for verified members, never the disabled ones.
import type { Db } from "../state/db.ts";
import type { VendorAccountRecord } from "../state/catalog-records.ts";
import type { MemberRecord } from "../state/records.ts";
import { ms } from "../state/clock.ts";

/** A magic link counts for ten minutes after it arrives (contract §2.9). */
export const MAGIC_LINK_TTL_MS = 10 * 60_000;

/** The member's accounts the app shows. */
export function visibleVendorAccountsOf(db: Db, member: MemberRecord): VendorAccountRecord[] {
  if (!member.verified) return [];
  return db.t.vendorAccounts.where((account) => account.memberId === member.id && !account.disabled);
}

/** The vendor's link arrives a while after an auth request (simulated vendor); records it when due. */
export function deliverDueMagicLink(account: VendorAccountRecord, nowMs: number, delayMs: number): boolean {
  if (account.authRequestedAt === null) return false;
  const arrivesAt = ms(account.authRequestedAt) + (account.needsPolling ? delayMs : 0);
  if (nowMs < arrivesAt) return false;
  if (account.magicLinkAt !== null && ms(account.magicLinkAt) >= ms(account.authRequestedAt)) return true;
  account.magicLinkAt = new Date(arrivesAt).toISOString().replace("Z", "+00:00");
  account.magicLink = `https://${account.vendorSlug}.example/login?magic_link_token=${Math.random().toString(36).slice(2, 14)}`;
  account.linkedAt = account.magicLinkAt;
  return true;
}

/** The magic link, while it is fresh. */
export function freshMagicLink(account: VendorAccountRecord, nowMs: number): string | null {
  if (account.magicLink === null || account.magicLinkAt === null) return null;
  return nowMs - ms(account.magicLinkAt) <= MAGIC_LINK_TTL_MS ? account.magicLink : null;
}
