import type { LedgerLine } from "@tandem/api-client/schemas";
import { signedAmount } from "../domain/ledger.ts";
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
