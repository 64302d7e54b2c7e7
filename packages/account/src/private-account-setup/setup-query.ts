import { processVendorAccount, type ApiClient } from "@tandem/api-client";
import { vendorAccountQueries } from "@tandem/api-client/react";
import { queryOptions } from "@tanstack/react-query";

/**
 * `POST /anon_proxy/vendor_accounts/{id}/process` (current API) as a query: the account and its setup state, keyed
 * under the private accounts, so linking (which invalidates them) reads it again. The loader always asks afresh;
 * the page then keeps the answer until a step changes the member's state.
 */
export const processedAccount = (client: ApiClient, accountId: number) =>
  queryOptions({
    queryKey: [...vendorAccountQueries.keys.all, accountId, "process"] as const,
    queryFn: () => processVendorAccount(client, accountId),
    staleTime: 5 * 60_000,
  });
