import type { ApiClient } from "@tandem/api-client";
import { offeringQueries } from "@tandem/api-client/react";
import { queryOptions } from "@tanstack/react-query";

/**
 * How long a visit's reads stay fresh (the offering, the checkout, the confirmation): ten minutes, longer than a
 * visit, so moving between pages sends no request; a language switch or an order refreshes them sooner.
 */
export const VISIT_STALE_TIME_MS = 10 * 60_000;

/**
 * The offering with its products and cart, shared by the offering, product and cart pages (F-114): read once and
 * kept while the member moves between them (cart changes write their answers into it), read again after a language
 * switch (the shell invalidates every query) and dropped after an order is placed.
 */
export const offeringDetail = (client: ApiClient, offeringId: number) =>
  queryOptions({ ...offeringQueries.detail(client, offeringId), staleTime: VISIT_STALE_TIME_MS });

/** A route's numeric id parameter; a malformed one reads as 0, which the API answers as not found. */
export function numberParam(value: string | undefined): number {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : 0;
}
