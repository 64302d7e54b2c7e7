import { describe, expect } from "vitest";
import { parsedFixture, readFixture, readMemberHeaderFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import { CURRENT_MEMBER_HEADER } from "../current-member-header.ts";
import * as commerce from "./commerce.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-30",
    fn: commerce.getOfferings,
    call: (client) => commerce.getOfferings(client),
    route: "GET /api/v1/commerce/offerings",
    fixture: "GET_commerce_offerings.json",
    expectResult: (offerings) => expect(offerings).toEqual(parsedFixture("GET_commerce_offerings.json")),
  },
  {
    rows: "A-31",
    fn: commerce.getOffering,
    call: (client) => commerce.getOffering(client, 12),
    route: "GET /api/v1/commerce/offerings/12",
    fixture: "GET_commerce_offerings_id.json",
    expectResult: (offering) => expect(offering).toEqual(parsedFixture("GET_commerce_offerings_id.json")),
  },
  {
    rows: "A-32",
    fn: commerce.putCartItem,
    call: (client) =>
      commerce.putCartItem(client, 12, { productId: 208, quantity: 2, timestamp: 1718390000000 }),
    route: "PUT /api/v1/commerce/offerings/12/cart/item",
    fixture: "PUT_commerce_offerings_id_cart_item.json",
    body: { product_id: 208, quantity: 2, timestamp: 1718390000000 },
    expectResult: (offering) =>
      expect(offering).toMatchObject({ cart: { cartHash: expect.any(String) as string } }),
  },
  {
    rows: "A-32",
    fn: commerce.putCartItem,
    call: (client) => commerce.putCartItem(client, 12, { productId: 208, quantity: 0 }),
    route: "PUT /api/v1/commerce/offerings/12/cart/item",
    fixture: "PUT_commerce_offerings_id_cart_item.json",
    body: { product_id: 208, quantity: 0, timestamp: expect.any(Number) as number },
    expectResult: (_, __, request) =>
      expect((request.body as { timestamp: number }).timestamp).toBeGreaterThan(Date.now() - 60_000),
  },
  {
    rows: "A-33",
    fn: commerce.startCheckout,
    call: (client) => commerce.startCheckout(client, 12),
    route: "POST /api/v1/commerce/offerings/12/checkout",
    fixture: "POST_commerce_offerings_id_checkout.json",
    expectResult: (checkout) => expect(checkout).toMatchObject({ id: 2317, chargeableTotal: { cents: 500 } }),
  },
  {
    rows: "A-34",
    fn: commerce.getCheckout,
    call: (client) => commerce.getCheckout(client, 2317),
    route: "GET /api/v1/commerce/checkouts/2317",
    fixture: "GET_commerce_checkouts_id.json",
    expectResult: (checkout) => expect(checkout).toEqual(parsedFixture("GET_commerce_checkouts_id.json")),
  },
  {
    rows: "A-35",
    fn: commerce.updateCheckoutFulfillment,
    call: (client) => commerce.updateCheckoutFulfillment(client, 2317, 72),
    route: "POST /api/v1/commerce/checkouts/2317/modify_fulfillment",
    fixture: "POST_commerce_checkouts_id_modify_fulfillment.json",
    body: { option_id: 72 },
    expectResult: (checkout) => expect(checkout).toMatchObject({ id: 2317 }),
  },
  {
    rows: "A-36 A-12",
    fn: commerce.completeCheckout,
    call: (client) =>
      commerce.completeCheckout(client, 2317, {
        chargeAmountCents: 500,
        paymentInstrument: { paymentInstrumentId: 311, paymentMethodType: "card" },
        fulfillmentOptionId: 71,
      }),
    route: "POST /api/v1/commerce/checkouts/2317/complete",
    answer: {
      json: readFixture("POST_commerce_checkouts_id_complete.json"),
      headers: { [CURRENT_MEMBER_HEADER]: readMemberHeaderFixture() },
    },
    body: {
      charge_amount_cents: 500,
      payment_instrument: { payment_instrument_id: 311, payment_method_type: "card" },
      fulfillment_option_id: 71,
    },
    expectResult: (confirmation, client) => {
      expect(confirmation).toMatchObject({ id: 2317, fulfillmentOption: { id: 71 } });
      expect(client.currentMember.get()?.id).toBe(1842);
    },
  },
  {
    rows: "A-37",
    fn: commerce.getCheckoutConfirmation,
    call: (client) => commerce.getCheckoutConfirmation(client, 2317),
    route: "GET /api/v1/commerce/checkouts/2317/confirmation",
    fixture: "GET_commerce_checkouts_id_confirmation.json",
    expectResult: (confirmation) =>
      expect(confirmation).toEqual(parsedFixture("GET_commerce_checkouts_id_confirmation.json")),
  },
];

describe("commerce endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(commerce, cases);
});
