import { useLingui } from "@lingui/react";
import type { Ledger, LedgerLinesPage } from "@tandem/api-client/schemas";
import { ledgerQueries, useApiClient } from "@tandem/api-client/react";
import { useToast } from "@tandem/ui/toast";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ledgerSearch } from "./ledger-view.ts";
import { ledgersMessages as m } from "./ledgers-messages.ts";

/**
 * One ledger's page of lines (F-172, F-173), or null in the recent view. D-16: the last page shown stays while
 * another one fails, with a toast and the address back on the kept page; a failure with nothing kept throws to
 * the error view (E-23).
 */
export function useLedgerLines(ledger: Ledger | null, page: number): LedgerLinesPage | null {
  const { i18n } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const linesQuery = useQuery({
    ...ledgerQueries.lines(api, ledger?.id ?? 0, page + 1),
    enabled: ledger !== null,
    retryOnMount: false,
  });
  const [kept, setKept] = useState<LedgerLinesPage | null>(null);
  if (linesQuery.data && linesQuery.data !== kept) setKept(linesQuery.data);
  const keptHere = ledger && kept?.ledgerId === ledger.id ? kept : null;
  const failed = ledger !== null && linesQuery.isError;
  if (failed && !keptHere) throw linesQuery.error;

  useEffect(() => {
    if (!failed || !keptHere) return;
    toast.showError(i18n._(m.pageLoadFailed));
    void navigate(
      { search: ledgerSearch(keptHere.ledgerId, keptHere.currentPage - 1) },
      { replace: true, preventScrollReset: true },
    );
    // Once per failure: the kept page and the words do not start another.
  }, [failed]);
  return ledger ? (linesQuery.data ?? keptHere) : null;
}

/** F-173: a new page starts at the top of the list; give the ref to the list's heading. */
export function useListTopOnNewPage(ledgerId: number | undefined, page: number) {
  const listTop = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(`${ledgerId}-${page}`);
  useEffect(() => {
    const current = `${ledgerId}-${page}`;
    if (shownPage.current === current) return;
    shownPage.current = current;
    listTop.current?.scrollIntoView?.({ block: "start" });
  }, [ledgerId, page]);
  return listTop;
}
