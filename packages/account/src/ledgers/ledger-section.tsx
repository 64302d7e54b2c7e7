import { useLingui } from "@lingui/react";
import type { Ledger, LedgerLinesPage } from "@tandem/api-client/schemas";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { buttonClassName } from "@tandem/ui/button";
import { EmptyState } from "@tandem/ui/empty-state";
import { Pagination } from "@tandem/ui/pagination";
import type { RefObject } from "react";
import { Link } from "react-router";
import { LedgerLines } from "./ledger-lines.tsx";
import { plain } from "./ledger-select.tsx";
import { ledgerSearch } from "./ledger-view.ts";
import { ledgersMessages as m } from "./ledgers-messages.ts";

interface LedgerSectionProps {
  ledger: Ledger;
  /** The page of lines shown (null until the first one arrives). */
  linesPage: LedgerLinesPage | null;
  /** The list's heading, which a new page scrolls to (F-173). */
  listTop: RefObject<HTMLHeadingElement | null>;
}

/** One ledger: its name, its balance and its lines by pages (F-172, F-173). */
export function LedgerSection({ ledger, linesPage, listTop }: LedgerSectionProps) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  const lines = linesPage?.items ?? [];
  return (
    <div className="ledgers__ledger">
      <h2 ref={listTop} className="ledgers__heading">
        {i18n._({
          ...m.linesOf,
          values: { name: plain(ledger.contributionText) || ledger.name },
        })}
      </h2>
      <p className="ledgers__balance">
        {i18n._(m.balance)}: <strong>{formatMoney(ledger.balance, language)}</strong>
      </p>
      {lines.length === 0 && (linesPage?.totalCount ?? 0) > 0 ? (
        // An address past the last page (an old bookmark): say so, and lead to the first page.
        <EmptyState
          title={i18n._(m.pastLastPage)}
          headingLevel={3}
          action={
            <Link className={buttonClassName()} to={{ search: ledgerSearch(ledger.id, 0) }}>
              {i18n._(m.firstPage)}
            </Link>
          }
        />
      ) : (
        <LedgerLines lines={lines} />
      )}
      {lines.length > 0 && linesPage && (
        <Pagination
          page={linesPage.currentPage}
          pageCount={linesPage.pageCount}
          renderLink={({ page: target, ...props }) => (
            <Link {...props} to={{ search: ledgerSearch(ledger.id, target - 1) }} preventScrollReset />
          )}
        />
      )}
    </div>
  );
}
