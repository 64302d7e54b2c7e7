import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import type { CurrentMember } from "../schemas/current-member.ts";

/** The ["me"] query key (kept here so this module and `meQueries` agree without importing each other). */
export const ME_QUERY_KEY = ["me"] as const;

const linked = new WeakMap<QueryClient, WeakSet<object>>();

function isMeQuery(queryKey: readonly unknown[]): boolean {
  return queryKey.length === ME_QUERY_KEY.length && queryKey[0] === ME_QUERY_KEY[0];
}

/**
 * Keeps `client.currentMember` and the ["me"] query in sync, both ways: a member decoded from a response header
 * lands in the query cache, and `setQueryData(["me"], …)` lands in the store. Idempotent per pair;
 * `meQueries.current` and `useCurrentMember` call it, so apps rarely need to.
 */
export function linkCurrentMemberQuery(queryClient: QueryClient, client: ApiClient): void {
  const stores = linked.get(queryClient) ?? new WeakSet<object>();
  linked.set(queryClient, stores);
  const store = client.currentMember;
  if (stores.has(store)) return;
  stores.add(store);

  const pushToQuery = (member: CurrentMember | null | undefined) => {
    if (member !== undefined && queryClient.getQueryData(ME_QUERY_KEY) !== member) {
      queryClient.setQueryData(ME_QUERY_KEY, member);
    }
  };
  store.subscribe(pushToQuery);
  pushToQuery(store.get());

  queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type !== "updated" ||
      event.action.type !== "success" ||
      !isMeQuery(event.query.queryKey as readonly unknown[])
    )
      return;
    const member = event.query.state.data as CurrentMember | null | undefined;
    if (member !== undefined && member !== store.get()) store.set(member);
  });
}
