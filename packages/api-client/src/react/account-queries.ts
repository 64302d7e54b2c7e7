import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import { getLedgerLines, getLedgersOverview } from "../endpoints/ledgers.ts";
import { getPublicPreferences } from "../endpoints/preferences.ts";
import { getVendorAccounts } from "../endpoints/private-accounts.ts";

/** Query options for ledgers, keyed ["ledgers", …]: `overview`, and `lines(id, page)` with a 1-based page. */
export const ledgerQueries = {
  all: () => ["ledgers"] as const,
  overview: (client: ApiClient) =>
    queryOptions({
      queryKey: [...ledgerQueries.all(), "overview"] as const,
      queryFn: ({ signal }) => getLedgersOverview(client, { signal }),
    }),
  lines: (client: ApiClient, id: number, page: number) =>
    queryOptions({
      queryKey: [...ledgerQueries.all(), id, "lines", page] as const,
      queryFn: ({ signal }) => getLedgerLines(client, id, page, { signal }),
    }),
};

/** Query options for private (vendor) accounts, keyed ["vendor-accounts"]. */
export const vendorAccountQueries = {
  all: () => ["vendor-accounts"] as const,
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...vendorAccountQueries.all(), "list"] as const,
      queryFn: ({ signal }) => getVendorAccounts(client, { signal }),
    }),
};

/** Query options for the public (token) preferences page, keyed ["preferences", "public", token]. */
export const preferencesQueries = {
  all: () => ["preferences"] as const,
  public: (client: ApiClient, accessToken: string) =>
    queryOptions({
      queryKey: [...preferencesQueries.all(), "public", accessToken] as const,
      queryFn: ({ signal }) => getPublicPreferences(client, accessToken, { signal }),
    }),
};
