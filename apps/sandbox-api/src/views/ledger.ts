import type { LedgerLine, LedgersOverview } from "@tandem/api-client/schemas";
import { balanceOf, ledgersOf, signedAmount } from "../domain/ledger.ts";
import { ms } from "../state/clock.ts";
import type { BookTransactionRecord, LedgerRecord } from "../state/records.ts";
import { money, tr, type ViewContext } from "./view-context.ts";

/** `LedgerLine` (contract §2.8): signed from the ledger's side; usage args camelCase here, snake on the wire. */
export function ledgerLineView(ctx: ViewContext, line: BookTransactionRecord, ledgerId: number): LedgerLine {
  return {
    id: line.id,
    opaqueId: line.opaqueId,
    at: line.at,
    memo: tr(line.memo, ctx.lang),
    amount: money(signedAmount(line, ledgerId)),
    usageDetails: [{ code: line.usage.code, args: line.usage.args }],
  };
}

/** A ledger's lines, newest first. */
export function linesNewestFirst(ctx: ViewContext, ledger: LedgerRecord): BookTransactionRecord[] {
  return [...ctx.db.linesOf(ledger.id)].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
}

const RECENT_MS = 60 * 86_400_000;

/** `GET /ledgers/overview` (contract §5.4). */
export function ledgersOverviewView(ctx: ViewContext, memberId: number): LedgersOverview {
  const ledgers = ledgersOf(ctx.db, memberId).filter(
    (ledger) => ledger.isCash || ctx.db.linesOf(ledger.id).length > 0,
  );
  const merged = ledgers
    .flatMap((ledger) => ctx.db.linesOf(ledger.id).map((line) => ({ line, ledgerId: ledger.id })))
    .sort(
      (a, b) =>
        b.line.at.localeCompare(a.line.at) ||
        tr(a.line.memo, ctx.lang).localeCompare(tr(b.line.memo, ctx.lang)),
    );
  // Last 60 days, but at least 10 lines when there are that many.
  const recent = merged.filter((entry, index) => index < 10 || ctx.nowMs - ms(entry.line.at) <= RECENT_MS);
  const savings = new Map<number, number>();
  for (const { line } of merged) {
    const discount = line.usage.args.discountAmount as { cents?: number } | undefined;
    if (discount?.cents) savings.set(line.id, discount.cents);
  }
  const balances = ledgers.map((ledger) => ({ ledger, cents: balanceOf(ctx.db, ledger.id) }));
  return {
    totalBalance: money(balances.reduce((sum, entry) => sum + entry.cents, 0)),
    lifetimeSavings: money([...savings.values()].reduce((sum, cents) => sum + cents, 0)),
    ledgers: balances.map(({ ledger, cents }) => ({
      id: ledger.id,
      name: ledger.name,
      contributionText: tr(ledger.contributionText, ctx.lang),
      balance: money(cents),
    })),
    recentLines: recent.map(({ line, ledgerId }) => ledgerLineView(ctx, line, ledgerId)),
  };
}
