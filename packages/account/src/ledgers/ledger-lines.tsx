import { useLingui } from "@lingui/react";
import type { LedgerLine, Money } from "@tandem/api-client/schemas";
import { formatDate, formatMoney, toLanguage } from "@tandem/i18n";
import { EmptyState } from "@tandem/ui/empty-state";
import { Markdown } from "@tandem/ui/markdown";
import { Link, useLocation } from "react-router";
import { ledgersMessages as m } from "./ledgers-messages.ts";

/** A line's amount: red with a minus when money went out, green with a plus otherwise (F-175). */
export function LineAmount({ amount, large = false }: { amount: Money; large?: boolean }) {
  const { i18n } = useLingui();
  const out = amount.cents < 0;
  const text = formatMoney(amount, toLanguage(i18n.locale));
  return (
    <span
      className={`ledger-amount ledger-amount--${out ? "out" : "in"}${large ? " ledger-amount--large" : ""}`}
    >
      <span className="tdm-visually-hidden">{i18n._(out ? m.debit : m.credit)} </span>
      {out ? text : `+${text}`}
    </span>
  );
}

/**
 * Ledger lines, newest first (F-175): the date and time as the link that opens the line's dialog (its opaque id
 * as the URL hash, replacing the history entry, F-176), the memo and the amount. With no lines, the empty state.
 */
export function LedgerLines({ lines }: { lines: readonly LedgerLine[] }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const language = toLanguage(i18n.locale);
  if (lines.length === 0) {
    return (
      <EmptyState title={i18n._(m.noLines)} headingLevel={3}>
        <p>{i18n._(m.noLinesHint)}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="ledger-lines">
      {lines.map((line) => (
        <li key={line.opaqueId} className="ledger-line">
          <div className="ledger-line__main">
            <Link
              className="ledger-line__link"
              to={{ pathname: location.pathname, search: location.search, hash: line.opaqueId }}
              replace
              preventScrollReset
              aria-describedby={`memo-${line.opaqueId}`}
            >
              <time dateTime={line.at}>{formatDate(line.at, language, "short-date-time")}</time>
            </Link>
            <span id={`memo-${line.opaqueId}`} className="ledger-line__memo">
              <Markdown text={line.memo} />
            </span>
          </div>
          <LineAmount amount={line.amount} />
        </li>
      ))}
    </ul>
  );
}
