import { useLingui } from "@lingui/react";
import type { LedgersOverview } from "@tandem/api-client/schemas";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { Select } from "@tandem/ui/select";
import { useNavigate } from "react-router";
import { ledgerSearch } from "./ledger-view.ts";
import { ledgersMessages as m } from "./ledgers-messages.ts";

/** A ledger's contribution text as plain words (the contract's markdown marker off), for its names on the page. */
export const plain = (text: string) => text.replace(/^[\u200C\u200D]/, "");

/** The ledger selector: the recent view, then each ledger with its balance (F-170, F-172). */
export function LedgerSelect({ overview, value }: { overview: LedgersOverview; value: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const language = toLanguage(i18n.locale);
  const options = [
    { value: "", label: i18n._(m.recent) },
    ...overview.ledgers.map((ledger) => ({
      value: String(ledger.id),
      label: i18n._({
        ...m.ledgerOption,
        values: {
          balance: formatMoney(ledger.balance, language),
          name: plain(ledger.contributionText) || ledger.name,
        },
      }),
    })),
  ];
  return (
    <Select
      label={i18n._(m.selectLabel)}
      options={options}
      value={value}
      onChange={(event) => {
        const id = Number(event.target.value);
        // F-172: choosing a ledger starts at its first page.
        void navigate({ search: event.target.value === "" ? "" : ledgerSearch(id, 0) });
      }}
    />
  );
}

/** The total balance and the lifetime savings of the recent view (F-171). */
export function Totals({ overview }: { overview: LedgersOverview }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return (
    <dl className="ledgers__totals">
      <div className="ledgers__total">
        <dt>{i18n._(m.totalBalance)}</dt>
        <dd>{formatMoney(overview.totalBalance, language)}</dd>
      </div>
      <div className="ledgers__total ledgers__total--savings">
        <dt>{i18n._(m.lifetimeSavings)}</dt>
        <dd>{formatMoney(overview.lifetimeSavings, language)}</dd>
      </div>
    </dl>
  );
}
