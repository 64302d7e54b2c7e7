import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import { getCheckout, getCheckoutConfirmation, getOffering, getOfferings } from "../endpoints/commerce.ts";
import { getOrder, getOrders, getUnclaimedOrders } from "../endpoints/orders.ts";

/**
 * Query options for food offerings, keyed ["offerings", …]: `list`, and `detail(id)` (offering, products,
 * vendors and cart; also the answer of `putCartItem`, so write that into `detail(id).queryKey`).
 */
export const offeringQueries = {
  /** Keys only (for invalidating and writing the cache); every other member returns query options. */
  keys: { all: ["offerings"] as const },
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...offeringQueries.keys.all, "list"] as const,
      queryFn: ({ signal }) => getOfferings(client, { signal }),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...offeringQueries.keys.all, "detail", id] as const,
      queryFn: ({ signal }) => getOffering(client, id, { signal }),
    }),
};

/** Query options for checkouts, keyed ["checkouts", id, …]. */
export const checkoutQueries = {
  /** Keys only (for invalidating and writing the cache); every other member returns query options. */
  keys: { all: ["checkouts"] as const },
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...checkoutQueries.keys.all, id] as const,
      queryFn: ({ signal }) => getCheckout(client, id, { signal }),
    }),
  confirmation: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...checkoutQueries.keys.all, id, "confirmation"] as const,
      queryFn: ({ signal }) => getCheckoutConfirmation(client, id, { signal }),
    }),
};

/** Query options for orders, keyed ["orders", …]: `history`, `unclaimed`, `detail(id)`. */
export const orderQueries = {
  /** Keys only (for invalidating and writing the cache); every other member returns query options. */
  keys: { all: ["orders"] as const },
  history: (client: ApiClient) =>
    queryOptions({
      queryKey: [...orderQueries.keys.all, "history"] as const,
      queryFn: ({ signal }) => getOrders(client, { signal }),
    }),
  unclaimed: (client: ApiClient) =>
    queryOptions({
      queryKey: [...orderQueries.keys.all, "unclaimed"] as const,
      queryFn: ({ signal }) => getUnclaimedOrders(client, { signal }),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...orderQueries.keys.all, "detail", id] as const,
      queryFn: ({ signal }) => getOrder(client, id, { signal }),
    }),
};
