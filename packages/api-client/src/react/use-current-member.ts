import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CurrentMember } from "../schemas/current-member.ts";
import { useApiClient } from "./api-client-provider.tsx";
import { linkCurrentMemberQuery } from "./link-current-member.ts";
import { meQueries } from "./me-queries.ts";

/**
 * The signed-in member from the client's current-member store, through the ["me"] query: `data` is `undefined`
 * while loading, `null` when signed out, and follows every header update without a refetch.
 */
export function useCurrentMember(): UseQueryResult<CurrentMember | null> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => linkCurrentMemberQuery(queryClient, client), [queryClient, client]);
  return useQuery(meQueries.current(client));
}
