// `GET /ledgers/overview` (contract §5.4). Its `recent_lines` are built as the backend builds them: the overview
// spans all the member's ledgers, so lines applied at the same time with the same memo (an order paid from a
// subsidy and from cash) are one line whose amount is their sum.
import type { LedgerLine, LedgersOverview } from "@tandem/api-client/schemas";
import { balanceOf, ledgersOf } from "../domain/ledger.ts";
import { ms } from "../state/clock.ts";
import type { BookTransactionRecord, LedgerRecord } from "../state/records.ts";
import { ledgerLineView } from "./ledger.ts";
import { money, tr, type ViewContext } from "./view-context.ts";

const RECENT_MS = 60 * 86_400_000;
const MINIMUM_LINES = 10;

interface Entry {
  line: BookTransactionRecord;
  ledgerId: number;
}

// The memo's identity: both languages, as the backend keys on the memo's translated-text row.
const memoKey = (line: BookTransactionRecord) => `${line.memo.en}\u0000${line.memo.es}`;

/** Lines of the last 60 days, topped up with older ones to ten when there are fewer. */
function recentEntries(ledgers: readonly LedgerRecord[], ctx: ViewContext): Entry[] {
  // Received lines before originated ones, ledger by ledger, as the backend collects them.
  const collected = [true, false].flatMap((received) =>
    ledgers.flatMap((ledger) =>
      ctx.db
        .linesOf(ledger.id)
        .filter((line) => (line.toLedgerId === ledger.id) === received)
        .map((line) => ({ line, ledgerId: ledger.id })),
    ),
  );
  const recent = collected.filter((entry) => ctx.nowMs - ms(entry.line.at) < RECENT_MS);
  if (recent.length >= MINIMUM_LINES) return recent;
  const older = collected
    .filter((entry) => ctx.nowMs - ms(entry.line.at) >= RECENT_MS)
    .sort((a, b) => ms(b.line.at) - ms(a.line.at));
  return [...recent, ...older].slice(0, MINIMUM_LINES);
}

/**
 * Merged lines, newest first; within one instant debits first, then larger amounts, then the older memo (the
 * backend orders -$24, $19, $5). A merged line keeps the first line's id, opaque id and usage details.
 */
function recentLinesView(ctx: ViewContext, ledgers: readonly LedgerRecord[]): LedgerLine[] {
  const merged = new Map<string, { view: LedgerLine; firstId: number }>();
  for (const { line, ledgerId } of recentEntries(ledgers, ctx)) {
    const key = `${ms(line.at)}\u0000${memoKey(line)}`;
    const view = ledgerLineView(ctx, line, ledgerId);
    const existing = merged.get(key);
    if (existing) existing.view.amount.cents += view.amount.cents;
    else merged.set(key, { view, firstId: line.id });
  }
  return [...merged.values()]
    .sort((a, b) => {
      const byTime = ms(b.view.at) - ms(a.view.at);
      if (byTime !== 0) return byTime;
      const aDebit = a.view.amount.cents < 0;
      if (aDebit !== b.view.amount.cents < 0) return aDebit ? -1 : 1;
      return Math.abs(b.view.amount.cents) - Math.abs(a.view.amount.cents) || a.firstId - b.firstId;
    })
    .map((entry) => entry.view);
}

/** `GET /ledgers/overview`: ledgers with lines plus cash, their total, lifetime savings and recent lines. */
export function ledgersOverviewView(ctx: ViewContext, memberId: number): LedgersOverview {
  const ledgers = ledgersOf(ctx.db, memberId).filter(
    (ledger) => ledger.isCash || ctx.db.linesOf(ledger.id).length > 0,
  );
  // Each discount once, though a transfer between two of the member's ledgers is a line of both.
  const discounts = new Map<number, number>();
  for (const line of ledgers.flatMap((ledger) => ctx.db.linesOf(ledger.id))) {
    const discount = line.usage.args.discountAmount as { cents?: number } | undefined;
    if (discount?.cents) discounts.set(line.id, discount.cents);
  }
  const savingsCents = [...discounts.values()].reduce((sum, cents) => sum + cents, 0);
  const balances = ledgers.map((ledger) => ({ ledger, cents: balanceOf(ctx.db, ledger.id) }));
  return {
    totalBalance: money(balances.reduce((sum, entry) => sum + entry.cents, 0)),
    lifetimeSavings: money(savingsCents),
    ledgers: balances.map(({ ledger, cents }) => ({
      id: ledger.id,
      name: ledger.name,
      contributionText: tr(ledger.contributionText, ctx.lang),
      balance: money(cents),
    })),
    recentLines: recentLinesView(ctx, ledgers),
  };
}
