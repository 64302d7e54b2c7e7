import type { ApiClient } from "@tandem/api-client";
import { checkoutQueries } from "@tandem/api-client/react";
import { queryOptions } from "@tanstack/react-query";
import { VISIT_STALE_TIME_MS } from "../common/offering-query.ts";

/** The checkout as the cart's start left it (F-127), read again only after a language switch or a reload. */
export const checkoutDetail = (client: ApiClient, checkoutId: number) =>
  queryOptions({ ...checkoutQueries.detail(client, checkoutId), staleTime: VISIT_STALE_TIME_MS });

/** The confirmation placed in the cache by Place order, or `GET …/confirmation` after a reload (F-141, A-37). */
export const checkoutConfirmation = (client: ApiClient, checkoutId: number) =>
  queryOptions({ ...checkoutQueries.confirmation(client, checkoutId), staleTime: VISIT_STALE_TIME_MS });
