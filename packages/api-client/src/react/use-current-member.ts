import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "./api-client-provider.tsx";
import { meQueries } from "./me-queries.ts";

/** The signed-in member (`undefined` while loading, `null` when signed out). */
export function useCurrentMember() {
  const client = useApiClient();
  return useQuery(meQueries.current(client));
}
