import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import { getCheckout, getCheckoutConfirmation, getOffering, getOfferings } from "../endpoints/commerce.ts";
import { getOrder, getOrders, getUnclaimedOrders } from "../endpoints/orders.ts";

/**
 * Query options for food offerings, keyed ["offerings", …]: `list`, and `detail(id)` (offering, products,
 * vendors and cart; also the answer of `putCartItem`, so write that into `detail(id).queryKey`).
 */
export const offeringQueries = {
  all: () => ["offerings"] as const,
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...offeringQueries.all(), "list"] as const,
      queryFn: ({ signal }) => getOfferings(client, { signal }),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...offeringQueries.all(), "detail", id] as const,
      queryFn: ({ signal }) => getOffering(client, id, { signal }),
    }),
};

/** Query options for checkouts, keyed ["checkouts", id, …]. */
export const checkoutQueries = {
  all: () => ["checkouts"] as const,
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), id] as const,
      queryFn: ({ signal }) => getCheckout(client, id, { signal }),
    }),
  confirmation: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), id, "confirmation"] as const,
      queryFn: ({ signal }) => getCheckoutConfirmation(client, id, { signal }),
    }),
};

/** Query options for orders, keyed ["orders", …]: `history`, `unclaimed`, `detail(id)`. */
export const orderQueries = {
  all: () => ["orders"] as const,
  history: (client: ApiClient) =>
    queryOptions({
      queryKey: [...orderQueries.all(), "history"] as const,
      queryFn: ({ signal }) => getOrders(client, { signal }),
    }),
  unclaimed: (client: ApiClient) =>
    queryOptions({
      queryKey: [...orderQueries.all(), "unclaimed"] as const,
      queryFn: ({ signal }) => getUnclaimedOrders(client, { signal }),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), "detail", id] as const,
      queryFn: ({ signal }) => getOrder(client, id, { signal }),
    }),
};
