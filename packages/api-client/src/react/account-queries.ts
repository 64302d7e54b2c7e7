import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import { getLedgerLines, getLedgersOverview } from "../endpoints/ledgers.ts";
import { getPublicPreferences } from "../endpoints/preferences.ts";
import { getVendorAccounts } from "../endpoints/private-accounts.ts";

/**
 * Query options for ledgers, keyed ["ledgers", …]: `overview`, and `lines(id, page)` with a 1-based page (kept
 * until invalidated; load it with `replayCachedQuery`, A-11).
 */
export const ledgerQueries = {
  /** Keys only (for invalidating and writing the cache); every other member returns query options. */
  keys: { all: ["ledgers"] as const },
  overview: (client: ApiClient) =>
    queryOptions({
      queryKey: [...ledgerQueries.keys.all, "overview"] as const,
      queryFn: ({ signal }) => getLedgersOverview(client, { signal }),
    }),
  lines: (client: ApiClient, id: number, page: number) =>
    queryOptions({
      queryKey: [...ledgerQueries.keys.all, id, "lines", page] as const,
      queryFn: ({ signal }) => getLedgerLines(client, id, page, { signal }),
      // A page once loaded is served again from the cache (A-11: `replayCachedQuery`), never re-requested on
      // its own; a language switch invalidates it like every query.
      staleTime: Infinity,
    }),
};

/** Query options for private (vendor) accounts, keyed ["vendor-accounts"]. */
export const vendorAccountQueries = {
  /** Keys only (for invalidating and writing the cache); every other member returns query options. */
  keys: { all: ["vendor-accounts"] as const },
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...vendorAccountQueries.keys.all, "list"] as const,
      queryFn: ({ signal }) => getVendorAccounts(client, { signal }),
    }),
};

/** Query options for the public (token) preferences page, keyed ["preferences", "public", token]. */
export const preferencesQueries = {
  /** Keys only (for invalidating and writing the cache); every other member returns query options. */
  keys: { all: ["preferences"] as const },
  public: (client: ApiClient, accessToken: string) =>
    queryOptions({
      queryKey: [...preferencesQueries.keys.all, "public", accessToken] as const,
      queryFn: ({ signal }) => getPublicPreferences(client, accessToken, { signal }),
    }),
};
