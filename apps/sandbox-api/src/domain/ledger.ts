// Money moves only as book transactions between ledgers (contract §2.8): every balance is the sum of a ledger's
// lines, so balances can never drift from the lines a member sees.
import type { Db } from "../state/db.ts";
import type { BookTransactionRecord, LedgerRecord, Translated, UsageRecord } from "../state/records.ts";

export interface BookInput {
  at: string;
  memo: Translated;
  amountCents: number;
  /** Ledger paying; null = the programme's platform account. */
  from: number | null;
  /** Ledger receiving; null = the programme's platform account. */
  to: number | null;
  usage: UsageRecord;
}

/** Records one book transaction and returns it; amounts are positive, direction is from → to. */
export function book(db: Db, input: BookInput): BookTransactionRecord {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`A book transaction moves a positive whole number of cents, not ${input.amountCents}`);
  }
  const opaqueId = `bx_${(db.t.bookTransactions.rows.length + 1).toString(36)}${randomBase36(20)}`;
  return db.t.bookTransactions.insert({
    opaqueId,
    at: input.at,
    memo: input.memo,
    amountCents: input.amountCents,
    fromLedgerId: input.from,
    toLedgerId: input.to,
    usage: input.usage,
  });
}

function randomBase36(length: number): string {
  let out = "";
  while (out.length < length) out += Math.random().toString(36).slice(2);
  return out.slice(0, length);
}

/** The amount of a line as `ledgerId` sees it: positive in, negative out. */
export function signedAmount(line: BookTransactionRecord, ledgerId: number): number {
  return line.toLedgerId === ledgerId ? line.amountCents : -line.amountCents;
}

/** A ledger's balance: the sum of its lines. */
export function balanceOf(db: Db, ledgerId: number): number {
  let cents = 0;
  for (const line of db.linesOf(ledgerId)) cents += signedAmount(line, ledgerId);
  return cents;
}

/** The member's ledgers, cash first. */
export function ledgersOf(db: Db, memberId: number): LedgerRecord[] {
  return db.t.ledgers
    .where((ledger) => ledger.memberId === memberId)
    .sort((a, b) => Number(b.isCash) - Number(a.isCash));
}

/** The member's cash ledger; undefined means the read-only technical error of contract §2.4. */
export function cashLedgerOf(db: Db, memberId: number): LedgerRecord | undefined {
  return db.t.ledgers.find((ledger) => ledger.memberId === memberId && ledger.isCash);
}

/** Cash balance in cents (0 when the member has no cash ledger). */
export function cashBalanceOf(db: Db, memberId: number): number {
  const cash = cashLedgerOf(db, memberId);
  return cash ? balanceOf(db, cash.id) : 0;
}

/** Creates the cash ledger every verified member has. */
export function createCashLedger(db: Db, memberId: number): LedgerRecord {
  return db.t.ledgers.insert({
    memberId,
    name: "Cash",
    contributionText: { en: "General Balance", es: "Saldo general" },
    isCash: true,
    category: null,
  });
}

/** The member's subsidy ledgers that pay for `category`. */
export function subsidyLedgersOf(db: Db, memberId: number, category: string | null): LedgerRecord[] {
  if (category === null) return [];
  return db.t.ledgers.where((ledger) => ledger.memberId === memberId && ledger.category === category);
}
