// Sign-in codes (contract §3.12–3.13): six digits, valid 15 minutes, a new code expires the earlier ones, and
// after five wrong tries a code is spent so a fresh one must be requested.
import { randomInt } from "node:crypto";
import type { Db } from "../state/db.ts";
import { ms, toTime } from "../state/clock.ts";

export const CODE_TTL_MS = 15 * 60_000;
export const MAX_ATTEMPTS = 5;

/** Issues a new six-digit code for the phone and expires the earlier ones. */
export function issueCode(db: Db, phone: string, nowMs: number): string {
  for (const otp of db.t.otps.where((row) => row.phone === phone && row.usedAt === null)) {
    otp.expiresAt = toTime(Math.min(ms(otp.expiresAt), nowMs));
  }
  // Forget codes older than a day so the table stays small.
  db.t.otps.removeWhere((row) => ms(row.createdAt) < nowMs - 86_400_000);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  db.t.otps.insert({
    phone,
    code,
    createdAt: toTime(nowMs),
    expiresAt: toTime(nowMs + CODE_TTL_MS),
    attempts: 0,
    usedAt: null,
  });
  return code;
}

/** Checks a code: true once for the right, live code; a wrong try counts against the live code. */
export function checkCode(db: Db, phone: string, token: string, nowMs: number): boolean {
  const live = db.t.otps
    .where(
      (row) =>
        row.phone === phone &&
        row.usedAt === null &&
        ms(row.expiresAt) > nowMs &&
        row.attempts < MAX_ATTEMPTS,
    )
    .at(-1);
  if (!live) return false;
  if (live.code !== token.trim()) {
    live.attempts += 1;
    return false;
  }
  live.usedAt = toTime(nowMs);
  return true;
}
