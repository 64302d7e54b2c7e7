import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";

/** How long a cached result waits before it is served again (doc 1 §7, A-11). */
export const CACHE_REPLAY_DELAY_MS = 200;

/** Options of {@link replayCachedQuery}. */
export interface ReplayOptions {
  /** Stops the wait (and the request) when the navigation that asked is cancelled. */
  signal?: AbortSignal;
  /** @defaultValue {@link CACHE_REPLAY_DELAY_MS} */
  delayMs?: number;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    }
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The data-fetch helper of the ledger pages (A-11, F-174): a result already in the query cache (and not
 * invalidated, e.g. by a language switch) is served again after an artificial 200 ms, with no request, so paging
 * back shows the same short wait as paging forward; anything else is fetched and cached.
 * @example await replayCachedQuery(queryClient, ledgerQueries.lines(api, 3, 2), { signal: request.signal });
 */
export async function replayCachedQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  { signal, delayMs = CACHE_REPLAY_DELAY_MS }: ReplayOptions = {},
): Promise<TData> {
  const state = queryClient.getQueryState<TData>(options.queryKey);
  if (state?.status === "success" && state.data !== undefined && !state.isInvalidated) {
    await wait(delayMs, signal);
    return state.data;
  }
  return queryClient.fetchQuery(options);
}
