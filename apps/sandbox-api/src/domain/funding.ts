// Funding moves money from a member's instrument into their cash ledger (contract §5.3), always as a book
// transaction from the platform account, so the cash balance stays the sum of its lines.
import type { Db } from "../state/db.ts";
import type { FundingRecord, InstrumentRecord } from "../state/records.ts";
import { toTime } from "../state/clock.ts";
import { book, cashBalanceOf, cashLedgerOf } from "./ledger.ts";
import { defaultInstrumentOf, instrumentLabel, usableForFunding } from "./instruments.ts";

/** Why collecting from an instrument failed, if it did. */
export type CollectFailure = "unusable" | "charge_fails";

/** Whether the instrument can be charged now: usable, and not one of the provider's "charge fails" test cards. */
export function collectFailure(instrument: InstrumentRecord, nowMs: number): CollectFailure | null {
  if (!usableForFunding(instrument, nowMs)) return "unusable";
  if (instrument.behaviour === "charge_fails") return "charge_fails";
  return null;
}

const ACH_HOURS = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  weekday: "short",
  hour: "numeric",
  hourCycle: "h23",
});

/**
 * Whether a new funding transaction is collected at once (`collecting`) or waits (`created`): a card always is; a
 * bank debit only within the backend's `APPROXIMATE_ACH_SCHEDULE`, weekdays 09:00–15:00 America/New_York (its US
 * holidays are not modelled here).
 */
export function collectsAt(instrument: InstrumentRecord, atMs: number): boolean {
  if (instrument.type !== "bank_account") return true;
  const parts = ACH_HOURS.formatToParts(new Date(atMs));
  const weekday = parts.find((part) => part.type === "weekday")?.value ?? "";
  const hour = Number(parts.find((part) => part.type === "hour")?.value);
  return !["Sat", "Sun"].includes(weekday) && hour >= 9 && hour < 15;
}

/** Books `amountCents` from the instrument into the member's cash ledger and records the funding transaction. */
export function fundCash(
  db: Db,
  instrument: InstrumentRecord,
  amountCents: number,
  atMs: number,
): FundingRecord {
  const cash = cashLedgerOf(db, instrument.memberId);
  if (!cash) throw new Error(`Member ${instrument.memberId} has no cash ledger`);
  const line = book(db, {
    at: toTime(atMs),
    memo: { en: "Add funds", es: "Agregar fondos" },
    amountCents,
    from: null,
    to: cash.id,
    usage: { code: "funding", args: { accountLabel: instrumentLabel(instrument) } },
  });
  return db.t.fundings.insert({
    memberId: instrument.memberId,
    instrumentId: instrument.id,
    createdAt: toTime(atMs),
    amountCents,
    // The funds are usable at once (the book transaction is made on create); nothing here settles it later.
    status: collectsAt(instrument, atMs) ? "collecting" : "created",
    bookTransactionId: line.id,
  });
}

/**
 * What the member owes, in positive cents, when the cash balance is negative; null when nothing is owed. The
 * sandbox charges any debt (the backend's `chargeable_balance?`), so whatever blocks a ride can also be paid.
 */
export function chargeableOwedCents(db: Db, memberId: number): number | null {
  const owed = -cashBalanceOf(db, memberId);
  return owed > 0 ? owed : null;
}

/**
 * Charges a negative cash balance to the member's default instrument (after a trip, or `charge_balance`).
 * Returns false when there is nothing usable to charge or the charge failed; the balance then stays negative.
 */
export function settleNegativeBalance(db: Db, memberId: number, nowMs: number): boolean {
  const owed = chargeableOwedCents(db, memberId);
  if (owed === null) return true;
  const instrument = defaultInstrumentOf(db, memberId, nowMs);
  if (!instrument || collectFailure(instrument, nowMs) !== null) return false;
  fundCash(db, instrument, owed, nowMs);
  return true;
}
