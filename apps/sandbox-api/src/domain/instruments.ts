// Payment instruments (contract §2.3): status precedence expired → unverified → deleted → ok.
import type { Db } from "../state/db.ts";
import type { InstrumentRecord } from "../state/records.ts";
import { ms } from "../state/clock.ts";

export type InstrumentStatus = "ok" | "unverified" | "expired" | "deleted";

/** First instant of the month after the card's expiry month, UTC (contract §2.3). */
export function cardExpiresAt(record: InstrumentRecord): string | null {
  if (record.type !== "card" || record.expMonth === null || record.expYear === null) return null;
  return new Date(Date.UTC(record.expYear, record.expMonth, 1)).toISOString();
}

/** The instrument's status at `nowMs`. */
export function instrumentStatus(record: InstrumentRecord, nowMs: number): InstrumentStatus {
  const expiresAt = cardExpiresAt(record);
  if (expiresAt !== null && ms(expiresAt) <= nowMs) return "expired";
  if (record.type === "bank_account" && (record.verifiedAt === null || ms(record.verifiedAt) > nowMs)) {
    return "unverified";
  }
  if (record.deletedAt !== null) return "deleted";
  return "ok";
}

/** Bank: verified; card: not expired (and neither deleted). */
export function usableForFunding(record: InstrumentRecord, nowMs: number): boolean {
  return instrumentStatus(record, nowMs) === "ok";
}

/** Card: `"Visa x-4242"`; bank: the member's nickname. */
export function instrumentName(record: InstrumentRecord): string {
  return record.type === "card" ? `${record.brand ?? "Card"} x-${record.last4}` : record.nickname;
}

/** The member's instruments as lists show them: bank accounts newest first, then cards newest first. */
export function activeInstrumentsOf(db: Db, memberId: number): InstrumentRecord[] {
  const mine = db.t.instruments.where((row) => row.memberId === memberId && row.deletedAt === null);
  const newestFirst = (a: InstrumentRecord, b: InstrumentRecord) => b.id - a.id;
  return [
    ...mine.filter((row) => row.type === "bank_account").sort(newestFirst),
    ...mine.filter((row) => row.type === "card").sort(newestFirst),
  ];
}

/** The instrument charged automatically (negative balances, trips): the newest usable card, else bank. */
export function defaultInstrumentOf(db: Db, memberId: number, nowMs: number): InstrumentRecord | undefined {
  const usable = activeInstrumentsOf(db, memberId).filter((row) => usableForFunding(row, nowMs));
  return usable.find((row) => row.type === "card") ?? usable[0];
}
