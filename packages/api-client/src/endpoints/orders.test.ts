import { describe, expect } from "vitest";
import { parsedFixture, readFixture, readMemberHeaderFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import { CURRENT_MEMBER_HEADER } from "../current-member-header.ts";
import * as orders from "./orders.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-38",
    fn: orders.getOrders,
    call: (client) => orders.getOrders(client),
    route: "GET /api/v1/commerce/orders",
    fixture: "GET_commerce_orders.json",
    expectResult: (history) => expect(history).toEqual(parsedFixture("GET_commerce_orders.json")),
  },
  {
    rows: "A-39",
    fn: orders.getOrder,
    call: (client) => orders.getOrder(client, 1203),
    route: "GET /api/v1/commerce/orders/1203",
    fixture: "GET_commerce_orders_id.json",
    expectResult: (order) => expect(order).toEqual(parsedFixture("GET_commerce_orders_id.json")),
  },
  {
    rows: "A-40",
    fn: orders.getUnclaimedOrders,
    call: (client) => orders.getUnclaimedOrders(client),
    route: "GET /api/v1/commerce/orders/unclaimed",
    fixture: "GET_commerce_orders_unclaimed.json",
    expectResult: (unclaimed) =>
      expect(unclaimed).toMatchObject({ items: [{ serial: "1210", canClaim: true }] }),
  },
  {
    rows: "A-41",
    fn: orders.updateOrderFulfillment,
    call: (client) => orders.updateOrderFulfillment(client, 1203, 72),
    route: "POST /api/v1/commerce/orders/1203/modify_fulfillment",
    fixture: "POST_commerce_orders_id_modify_fulfillment.json",
    body: { option_id: 72 },
    expectResult: (order) =>
      expect(order).toMatchObject({ fulfillmentOptionEditable: expect.any(Boolean) as boolean }),
  },
  {
    rows: "A-42 A-12",
    fn: orders.claimOrder,
    call: (client) => orders.claimOrder(client, 1210),
    route: "POST /api/v1/commerce/orders/1210/claim",
    answer: {
      json: readFixture("POST_commerce_orders_id_claim.json"),
      headers: { [CURRENT_MEMBER_HEADER]: readMemberHeaderFixture() },
    },
    expectResult: (order, client) => {
      expect(order).toMatchObject({ canClaim: false, fulfilledAt: "2025-12-13T17:02:19.441+00:00" });
      expect(client.currentMember.get()?.id).toBe(1842);
    },
  },
];

describe("order endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(orders, cases);
});
