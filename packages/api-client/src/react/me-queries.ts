import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import { getDashboard, getMe } from "../endpoints/me.ts";
import { isApiError, type RegistrationLink } from "../errors.ts";
import { linkCurrentMemberQuery, ME_QUERY_KEY } from "./link-current-member.ts";

/**
 * Query options for the current member, keyed ["me"]. Signed out (401) resolves to null, not an error; the
 * query and `client.currentMember` are kept in sync (see `linkCurrentMemberQuery`).
 * @example const member = await queryClient.ensureQueryData(meQueries.current(apiClient));
 */
export const meQueries = {
  /** Keys only (for invalidating and writing the cache); every other member returns query options. */
  keys: { all: ME_QUERY_KEY },
  current: (client: ApiClient) =>
    queryOptions({
      queryKey: ME_QUERY_KEY,
      queryFn: async ({ client: queryClient, signal }) => {
        linkCurrentMemberQuery(queryClient, client);
        try {
          return await getMe(client, { signal });
        } catch (error) {
          if (isApiError(error) && error.status === 401) {
            // The 401 also names the invitation of a registration link this browser followed (HEAD only).
            queryClient.setQueryData(REGISTRATION_LINK_QUERY_KEY, error.registrationLink);
            return null;
          }
          throw error;
        }
      },
      staleTime: 60_000,
      // The query holds the store's own object (no structural sharing), so both hold the same member.
      structuralSharing: false,
    }),
};

const REGISTRATION_LINK_QUERY_KEY = ["registration-link"] as const;

/**
 * Query options for the invitation of a registration link this browser followed (HEAD only; null at 5dd9af6c or
 * without one), keyed ["registration-link"]: the member's `registrationLink`, or for a visitor the one the 401 of
 * `GET /me` names. Every signed-out answer of `meQueries.current` fills it too, so a page reached after that
 * answer has it without asking again. A signed-in member's pages read `member.registrationLink` instead.
 */
export const registrationLinkQueries = {
  keys: { all: REGISTRATION_LINK_QUERY_KEY },
  current: (client: ApiClient) =>
    queryOptions({
      queryKey: REGISTRATION_LINK_QUERY_KEY,
      queryFn: async ({ signal }): Promise<RegistrationLink | null> => {
        try {
          return (await getMe(client, { signal })).registrationLink ?? null;
        } catch (error) {
          if (isApiError(error) && error.status === 401) return error.registrationLink;
          throw error;
        }
      },
      staleTime: 60_000,
    }),
};

/** Query options for the dashboard, keyed ["dashboard"]. */
export const dashboardQueries = {
  /** Keys only (for invalidating and writing the cache); every other member returns query options. */
  keys: { all: ["dashboard"] as const },
  current: (client: ApiClient) =>
    queryOptions({
      queryKey: dashboardQueries.keys.all,
      queryFn: ({ signal }) => getDashboard(client, { signal }),
      // the route loader's fetch and the page's read share one request; a later visit refreshes it.
      staleTime: 30_000,
    }),
};
