// Joining through a partner (HEAD only): a followed registration link becomes a one-time code kept for an hour;
// while it is valid, and the link within its schedule, the member sees the organisation's invitation, and the first
// update with it joins the organisation as a verified member and uses the code up (the backend's
// Organization::RegistrationLink: `lookup_from_code` answers nothing outside the link's schedule).
import { randomBytes } from "node:crypto";
import type { Db } from "../state/db.ts";
import { ms, toTime } from "../state/clock.ts";
import type { MemberRecord } from "../state/records.ts";
import type { RegistrationLinkRecord } from "../state/partner-records.ts";
import { withinSchedule } from "./link-schedule.ts";
import { verifyMembership } from "./memberships.ts";

/** The query parameter and cookie that carry the one-time code (the backend's `suma_regcode`). */
export const REGISTRATION_CODE_PARAM = "suma_regcode";
/** How long a one-time code lasts: an hour, as the backend's Redis key. */
export const REGISTRATION_CODE_TTL_S = 60 * 60;

/** The link with this opaque id, if any. */
export function linkByOpaqueId(db: Db, opaqueId: string): RegistrationLinkRecord | undefined {
  return db.t.registrationLinks.find((link) => link.opaqueId === opaqueId);
}

/** Makes a one-time code for `link`, valid for an hour; expired and used codes are dropped on the way. */
export function makeRegistrationCode(db: Db, link: RegistrationLinkRecord, nowMs: number): string {
  db.t.registrationCodes.removeWhere((row) => row.usedAt !== null || ms(row.expiresAt) <= nowMs);
  const code = randomBytes(12).toString("base64url");
  db.t.registrationCodes.insert({
    code,
    linkId: link.id,
    createdAt: toTime(nowMs),
    expiresAt: toTime(nowMs + REGISTRATION_CODE_TTL_S * 1000),
    usedAt: null,
  });
  return code;
}

/** The link behind a code that is known, unused and unexpired, while the link is within its schedule; else null. */
export function linkForCode(
  db: Db,
  code: string | null | undefined,
  nowMs: number,
): RegistrationLinkRecord | null {
  const row = code ? db.t.registrationCodes.find((candidate) => candidate.code === code) : undefined;
  if (row?.usedAt !== null || ms(row.expiresAt) <= nowMs) return null;
  const link = db.t.registrationLinks.get(row.linkId);
  return link && withinSchedule(link.schedule, nowMs) ? link : null;
}

/**
 * Joins `member` to the organisation of a valid code: their membership verified (an unverified one of that name, or
 * a new one; the member verified too, with the cash ledger verification brings), and the code used up so the link
 * cannot join anyone else. Only when `accepted` (the update's `organization_name`) names the code's organisation:
 * the code is a cookie any site can set, so it may not be the invitation the member saw and accepted, or the member
 * declined it at sign-up; then nobody is joined and the code stays, its invitation still on the member. False when
 * nothing was joined (no valid code, the link outside its schedule, or another organisation named).
 */
export function joinThroughCode(
  db: Db,
  member: MemberRecord,
  code: string | null | undefined,
  accepted: string | undefined,
  nowMs: number,
): boolean {
  const link = linkForCode(db, code, nowMs);
  const row = link ? db.t.registrationCodes.find((candidate) => candidate.code === code) : undefined;
  if (!link || !row || accepted?.trim() !== link.organization) return false;
  verifyMembership(db, member, link.organization, nowMs, link.id);
  row.usedAt = toTime(nowMs);
  return true;
}
