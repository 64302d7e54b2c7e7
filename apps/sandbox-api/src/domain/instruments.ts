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

/** `PaymentInstrument.name` (contract §2.3): card `"Visa x-4242"`; bank: the member's nickname. */
export function instrumentName(record: InstrumentRecord): string {
  return record.type === "card" ? `${record.brand ?? "Card"} x-${record.last4}` : record.nickname;
}

/**
 * The label of money taken from an instrument (ledger `account_label`, order `funding_transactions[].label`):
 * the backend's `simple_label`, which adds the last four digits to a bank's nickname ("Household Checking x-6789").
 */
export function instrumentLabel(record: InstrumentRecord): string {
  return record.type === "card" ? instrumentName(record) : `${record.nickname} x-${record.last4}`;
}

// The backend orders by creation time, newest first, with the id as tie-breaker (oldest id first).
const newestFirst = (a: InstrumentRecord, b: InstrumentRecord) =>
  ms(b.createdAt) - ms(a.createdAt) || a.id - b.id;

/** The member's instruments as lists show them: bank accounts newest first, then cards newest first. */
export function activeInstrumentsOf(db: Db, memberId: number): InstrumentRecord[] {
  const mine = db.t.instruments.where((row) => row.memberId === memberId && row.deletedAt === null);
  return [
    ...mine.filter((row) => row.type === "bank_account").sort(newestFirst),
    ...mine.filter((row) => row.type === "card").sort(newestFirst),
  ];
}

/**
 * The member's default instrument, as the backend picks it: the first of the listed instruments whose status is
 * ok (so a verified bank account before any card). Checkouts start with it and negative balances are charged to it.
 */
export function defaultInstrumentOf(db: Db, memberId: number, nowMs: number): InstrumentRecord | undefined {
  return activeInstrumentsOf(db, memberId).find((row) => instrumentStatus(row, nowMs) === "ok");
}

/**
 * The backend's `post_create_cleanup` (instrument.rb): adding a card or a bank account soft-deletes the member's
 * expired cards, so they leave the lists and a later DELETE of one is `resource_not_found`.
 */
export function removeExpiredCards(db: Db, memberId: number, at: string): void {
  const nowMs = ms(at);
  for (const row of activeInstrumentsOf(db, memberId))
    if (row.type === "card" && instrumentStatus(row, nowMs) === "expired") row.deletedAt = at;
}
