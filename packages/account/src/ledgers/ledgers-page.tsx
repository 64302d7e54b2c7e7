import { useLingui } from "@lingui/react";
import type { LedgerLinesPage, LedgersOverview } from "@tandem/api-client/schemas";
import { ledgerQueries, replayCachedQuery, useApiClient } from "@tandem/api-client/react";
import { formatMoney, toLanguage } from "@tandem/i18n";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { EmptyState } from "@tandem/ui/empty-state";
import { Pagination } from "@tandem/ui/pagination";
import { Select } from "@tandem/ui/select";
import { useToast } from "@tandem/ui/toast";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { BackLink } from "../page-frame/back-link.tsx";
import { LedgerLines } from "./ledger-lines.tsx";
import { ledgerSearch, ledgerView } from "./ledger-view.ts";
import { LineDialog } from "./line-dialog.tsx";
import { ledgersMessages as m } from "./ledgers-messages.ts";
import "./ledgers.css";

/**
 * The overview, then, for one ledger, its page of lines (A-52, 1-based on the wire, D-16). A page seen
 * before is served from the cache after 200 ms with no request (A-11, F-174); the same page again (a dialog's
 * hash, Try again) without the wait. A page that fails while the member pages through keeps the previous lines
 * (the page shows a toast, D-16); a first load that fails shows the error view (E-23).
 */
export const loader = ({ queryClient, apiClient }: RouteContext) => {
  let lastServed: string | null = null;
  return async ({ request }: LoaderFunctionArgs) => {
    const overview = await queryClient.ensureQueryData(ledgerQueries.overview(apiClient));
    const view = ledgerView(new URL(request.url).searchParams, overview.ledgers);
    if (view.kind !== "ledger") return null;
    const options = ledgerQueries.lines(apiClient, view.ledger.id, view.page + 1);
    const key = JSON.stringify(options.queryKey);
    try {
      if (key === lastServed) await queryClient.ensureQueryData(options);
      else await replayCachedQuery(queryClient, options, { signal: request.signal });
      lastServed = key;
    } catch (error) {
      const paging = queryClient
        .getQueriesData<LedgerLinesPage>({ queryKey: [...ledgerQueries.keys.all, view.ledger.id, "lines"] })
        .some(([, data]) => data !== undefined);
      if (!paging || request.signal.aborted) throw error;
    }
    return null;
  };
};

// A ledger's contribution text as plain words (the contract's markdown marker off), for the selector's options.
const plain = (text: string) => text.replace(/^[\u200C\u200D]/, "");

function LedgerSelect({ overview, value }: { overview: LedgersOverview; value: string }) {
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

function Totals({ overview }: { overview: LedgersOverview }) {
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

/**
 * `/ledgers?ledger=&page=` (R-30, F-170–F-177): the selector, then either the recent view (totals and the recent
 * lines, F-171) or one ledger's lines with pages (F-172, F-173). A line's dialog is the URL hash equal to its
 * opaque id (F-176), so a shared address opens it.
 */
export function Component() {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  const api = useApiClient();
  const title = usePageTitle(m.title);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const toast = useToast();
  const { data: overview } = useSuspenseQuery(ledgerQueries.overview(api));
  const view = ledgerView(search, overview.ledgers);
  const ledger = view.kind === "ledger" ? view.ledger : null;
  const page = view.kind === "ledger" ? view.page : 0;
  const linesQuery = useQuery({
    ...ledgerQueries.lines(api, ledger?.id ?? 0, page + 1),
    enabled: ledger !== null,
    retryOnMount: false,
  });
  // D-16: the last page shown stays while another one fails.
  const [kept, setKept] = useState<LedgerLinesPage | null>(null);
  if (linesQuery.data && linesQuery.data !== kept) setKept(linesQuery.data);
  const keptHere = ledger && kept?.ledgerId === ledger.id ? kept : null;
  const linesPage = ledger ? (linesQuery.data ?? keptHere) : null;
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  // F-173: a new page starts at the top of the list.
  const listTop = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(`${ledger?.id}-${page}`);
  useEffect(() => {
    const current = `${ledger?.id}-${page}`;
    if (shownPage.current === current) return;
    shownPage.current = current;
    listTop.current?.scrollIntoView?.({ block: "start" });
  }, [ledger?.id, page]);

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
