import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import { getMe } from "../endpoints/me.ts";
import { isApiError } from "../errors.ts";

/** Query options for the current member, keyed ["me"]. Signed out (401) resolves to null, not an error. */
export const meQueries = {
  all: () => ["me"] as const,
  current: (client: ApiClient) =>
    queryOptions({
      queryKey: meQueries.all(),
      queryFn: async () => {
        try {
          return await getMe(client);
        } catch (error) {
          if (isApiError(error) && error.status === 401) return null;
          throw error;
        }
      },
      staleTime: 60_000,
    }),
};
