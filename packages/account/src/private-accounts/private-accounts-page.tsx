import { useLingui } from "@lingui/react";
import { useApiClient, vendorAccountQueries } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { EmptyState } from "@tandem/ui/empty-state";
import { useSuspenseQuery } from "@tanstack/react-query";
import { BackLink } from "../page-frame/back-link.tsx";
import { PrivateAccountCard } from "./private-account-card.tsx";
import { privateAccountsMessages as m } from "./private-accounts-messages.ts";
import { SetupAccountCard } from "./setup-account-card.tsx";
import "./private-accounts.css";

/** `GET /anon_proxy/vendor_accounts` before the page shows; a failure shows the error view (F-193). */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  () =>
    queryClient.ensureQueryData(vendorAccountQueries.list(apiClient));

/**
 * `/private-accounts` (R-36, F-193–F-197): back link, title and intro, then a card per private account with Link
 * App and Help; with none, the empty state. Linking polls only while the page is open (B-14). On the current API
 * each card follows the account's `uiStateV1` and leads to its setup page instead.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const title = usePageTitle(m.title);
  const { data } = useSuspenseQuery(vendorAccountQueries.list(api));
  return (
    <section className="account-page private-accounts" aria-labelledby="private-accounts-title">
      <BackLink to={paths.dashboard()} label={m.back} />
      <h1 id="private-accounts-title">{title}</h1>
      <p className="account-page__lead">{i18n._(m.intro)}</p>
      {data.items.length === 0 ? (
        <EmptyState title={i18n._(m.empty)}>
          <p>{i18n._(m.emptyHint)}</p>
        </EmptyState>
      ) : (
        <ul className="private-accounts__list">
          {data.items.map((account) =>
            // The current API describes each account's setup (`uiStateV1`); the spec's version links inline.
            account.uiStateV1 ? (
              <SetupAccountCard key={account.id} account={account} uiState={account.uiStateV1} />
            ) : (
              <PrivateAccountCard key={account.id} account={account} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
