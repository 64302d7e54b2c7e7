import type { LedgerLinesPage } from "@tandem/api-client/schemas";
import { ledgerQueries, replayCachedQuery } from "@tandem/api-client/react";
import type { RouteContext } from "@tandem/page-kit";
import type { LoaderFunctionArgs } from "react-router";
import { ledgerView } from "./ledger-view.ts";

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
