import type { ApiClient } from "@tandem/api-client";
import type { DetailedOrder } from "@tandem/api-client/schemas";
import { orderQueries } from "@tandem/api-client/react";
import type { QueryClient } from "@tanstack/react-query";

/**
 * Puts an order the page already holds in detail (history's `detailedOrders`, an unclaimed card, a claim's answer)
 * where `/order/{id}` reads it, so opening it sends no `GET /commerce/orders/{id}` (F-144).
 */
export function seedOrderDetail(queryClient: QueryClient, api: ApiClient, order: DetailedOrder): void {
  queryClient.setQueryData(orderQueries.detail(api, order.id).queryKey, order);
}
