import type { ApiClient } from "@tandem/api-client";
import type { QueryClient } from "@tanstack/react-query";

/**
 * What every page's loader needs, created once by the shell at start: the one API client and the one query
 * cache. Loader factories take it, so a page module never reaches for globals.
 */
export interface RouteContext {
  queryClient: QueryClient;
  apiClient: ApiClient;
}
