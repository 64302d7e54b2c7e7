import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { Collection } from "../schemas/collection.ts";
import type { DetailedOrder, OrderHistory } from "../schemas/order.ts";
import { parseAnswer, pathId, type CallOptions } from "./endpoint-support.ts";
import { collectionSchema } from "../schemas/collection.ts";
import { detailedOrderSchema, orderHistorySchema } from "../schemas/order.ts";

const detailedOrderListSchema = collectionSchema(detailedOrderSchema);

/** `GET /commerce/orders`: every order, newest first, and the 2 latest in detail. */
export async function getOrders(client: ApiClient, options: CallOptions = {}): Promise<OrderHistory> {
  return parseAnswer(
    client,
    "GET /commerce/orders",
    orderHistorySchema,
    await exchange(client).get("commerce/orders", options),
  );
}

/** `GET /commerce/orders/{id}`. */
export async function getOrder(
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<DetailedOrder> {
  const answer = await exchange(client).get(`commerce/orders/${pathId(id)}`, options);
  return parseAnswer(client, "GET /commerce/orders/{id}", detailedOrderSchema, answer);
}

/** `GET /commerce/orders/unclaimed`: claimable orders, in detail. */
export async function getUnclaimedOrders(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Collection<DetailedOrder>> {
  const answer = await exchange(client).get("commerce/orders/unclaimed", options);
  return parseAnswer(client, "GET /commerce/orders/unclaimed", detailedOrderListSchema, answer);
}

/** `POST /commerce/orders/{id}/modify_fulfillment`: picks one of `fulfillmentOptionsForEditing`. */
export async function updateOrderFulfillment(
  client: ApiClient,
  id: number,
  optionId: number,
): Promise<DetailedOrder> {
  const answer = await exchange(client).post(`commerce/orders/${pathId(id)}/modify_fulfillment`, {
    optionId,
  });
  return parseAnswer(client, "POST /commerce/orders/{id}/modify_fulfillment", detailedOrderSchema, answer);
}

/** `POST /commerce/orders/{id}/claim`: marks the order picked up; refreshes the member from the header. */
export async function claimOrder(client: ApiClient, id: number): Promise<DetailedOrder> {
  const answer = await exchange(client).post(`commerce/orders/${pathId(id)}/claim`, undefined, {
    expectsMemberHeader: true,
  });
  return parseAnswer(client, "POST /commerce/orders/{id}/claim", detailedOrderSchema, answer);
}
