import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import {
  geolocateIp,
  getSupportedCurrencies,
  getSupportedGeographies,
  getSupportedLocales,
  getSupportedOrganizations,
  getSupportedPaymentMethods,
  getUserAgent,
} from "../endpoints/meta.ts";

// Reference data changes with deployments, not during a visit.
const REFERENCE_STALE_TIME = Infinity;

/** Query options for the `/meta` reference data and the user agent, keyed under ["meta"]. */
export const metaQueries = {
  /** Keys only (for invalidating and writing the cache); every other member returns query options. */
  keys: { all: ["meta"] as const },
  geographies: (client: ApiClient) =>
    queryOptions({
      queryKey: [...metaQueries.keys.all, "geographies"] as const,
      queryFn: ({ signal }) => getSupportedGeographies(client, { signal }),
      staleTime: REFERENCE_STALE_TIME,
    }),
  locales: (client: ApiClient) =>
    queryOptions({
      queryKey: [...metaQueries.keys.all, "locales"] as const,
      queryFn: ({ signal }) => getSupportedLocales(client, { signal }),
      staleTime: REFERENCE_STALE_TIME,
    }),
  organizations: (client: ApiClient) =>
    queryOptions({
      queryKey: [...metaQueries.keys.all, "organizations"] as const,
      queryFn: ({ signal }) => getSupportedOrganizations(client, { signal }),
      staleTime: REFERENCE_STALE_TIME,
    }),
  currencies: (client: ApiClient) =>
    queryOptions({
      queryKey: [...metaQueries.keys.all, "currencies"] as const,
      queryFn: ({ signal }) => getSupportedCurrencies(client, { signal }),
      staleTime: REFERENCE_STALE_TIME,
    }),
  paymentMethods: (client: ApiClient) =>
    queryOptions({
      queryKey: [...metaQueries.keys.all, "payment-methods"] as const,
      queryFn: ({ signal }) => getSupportedPaymentMethods(client, { signal }),
      staleTime: REFERENCE_STALE_TIME,
    }),
  ipLocation: (client: ApiClient) =>
    queryOptions({
      queryKey: [...metaQueries.keys.all, "ip-location"] as const,
      queryFn: ({ signal }) => geolocateIp(client, { signal }),
    }),
  userAgent: (client: ApiClient) =>
    queryOptions({
      queryKey: [...metaQueries.keys.all, "user-agent"] as const,
      queryFn: ({ signal }) => getUserAgent(client, { signal }),
      staleTime: REFERENCE_STALE_TIME,
    }),
};
