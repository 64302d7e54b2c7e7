import type { Ledger } from "@tandem/api-client/schemas";

/** What `/ledgers` shows: the recent lines, or one ledger at a 0-based URL page (D-16, C-28). */
export type LedgerView = { kind: "recent" } | { kind: "ledger"; ledger: Ledger; page: number };

/**
 * Reads `?ledger=&page=` against the member's ledgers: no or an unknown ledger is the recent view (F-171); a
 * missing or unreadable page is 0 (C-28).
 * @example ledgerView(new URLSearchParams("ledger=3&page=1"), ledgers) // { kind: "ledger", ledger, page: 1 }
 */
export function ledgerView(search: URLSearchParams, ledgers: readonly Ledger[]): LedgerView {
  const id = Number(search.get("ledger"));
  const ledger = search.has("ledger") ? ledgers.find((candidate) => candidate.id === id) : undefined;
  if (!ledger) return { kind: "recent" };
  const page = Number(search.get("page") ?? 0);
  return { kind: "ledger", ledger, page: Number.isInteger(page) && page >= 0 ? page : 0 };
}

/** The URL search of a ledger page: `?ledger=<id>&page=<0-based>` (F-172). */
export function ledgerSearch(ledgerId: number, page: number): string {
  return `?ledger=${ledgerId}&page=${page}`;
}
