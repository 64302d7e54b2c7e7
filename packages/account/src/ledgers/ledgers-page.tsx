import { useLingui } from "@lingui/react";
import { ledgerQueries, useApiClient } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { BackLink } from "../page-frame/back-link.tsx";
import { LedgerLines } from "./ledger-lines.tsx";
import { LedgerSection } from "./ledger-section.tsx";
import { LedgerSelect, Totals } from "./ledger-select.tsx";
import { ledgerView } from "./ledger-view.ts";
import { LineDialog } from "./line-dialog.tsx";
import { ledgersMessages as m } from "./ledgers-messages.ts";
import { useLedgerLines, useListTopOnNewPage } from "./use-ledger-lines.ts";
import "./ledgers.css";

export { loader } from "./ledgers-loader.ts";

/**
 * `/ledgers?ledger=&page=` (R-30, F-170–F-177): the selector, then either the recent view (totals and the recent
 * lines, F-171) or one ledger's lines with pages (F-172, F-173). A line's dialog is the URL hash equal to its
 * opaque id (F-176), so a shared address opens it.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const title = usePageTitle(m.title);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { data: overview } = useSuspenseQuery(ledgerQueries.overview(api));
  const view = ledgerView(search, overview.ledgers);
  const ledger = view.kind === "ledger" ? view.ledger : null;
  const page = view.kind === "ledger" ? view.page : 0;
  const linesPage = useLedgerLines(ledger, page);
  const listTop = useListTopOnNewPage(ledger?.id, page);

  const lines = ledger ? (linesPage?.items ?? []) : overview.recentLines;
  const hash = decodeURIComponent(location.hash.replace(/^#/, ""));
  const selected = hash === "" ? undefined : lines.find((line) => line.opaqueId === hash);
  const closeLine = () =>
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className="account-page ledgers" aria-labelledby="ledgers-title">
      <BackLink to={paths.dashboard()} label={m.back} />
      <h1 id="ledgers-title">{title}</h1>
      <p className="account-page__lead">{i18n._(m.intro)}</p>
      <LedgerSelect overview={overview} value={ledger ? String(ledger.id) : ""} />
      {ledger ? (
        <LedgerSection ledger={ledger} linesPage={linesPage} listTop={listTop} />
      ) : (
        <div className="ledgers__recent">
          <Totals overview={overview} />
          <h2 ref={listTop} className="ledgers__heading">
            {i18n._(m.recentHeading)}
          </h2>
          <LedgerLines lines={lines} />
        </div>
      )}
      <LineDialog line={selected} onClose={closeLine} />
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
