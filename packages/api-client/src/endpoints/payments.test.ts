import { describe, expect } from "vitest";
import { readFixture, readMemberHeaderFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import { CURRENT_MEMBER_HEADER } from "../current-member-header.ts";
import * as payments from "./payments.ts";

const cases: EndpointCase[] = [
  {
    rows: "A-49 A-12",
    fn: payments.createFunding,
    call: (client) =>
      payments.createFunding(client, {
        amount: { cents: 2000, currency: "USD" },
        paymentInstrumentId: 311,
        paymentMethodType: "card",
      }),
    route: "POST /api/v1/payments/create_funding",
    answer: {
      json: readFixture("POST_payments_create_funding.json"),
      headers: { [CURRENT_MEMBER_HEADER]: readMemberHeaderFixture() },
    },
    body: {
      amount: { cents: 2000, currency: "USD" },
      payment_instrument_id: 311,
      payment_method_type: "card",
    },
    expectResult: (funding, client) => {
      expect(funding).toMatchObject({ id: 6120, status: "collecting", amount: { cents: 2000 } });
      expect(client.currentMember.get()?.id).toBe(1842);
    },
  },
  {
    rows: "contract §5.3",
    fn: payments.chargeBalance,
    call: (client) => payments.chargeBalance(client),
    route: "POST /api/v1/payments/charge_balance",
    fixture: "POST_payments_charge_balance.json",
    expectResult: (member, client) => expect(client.currentMember.get()).toBe(member),
  },
];

describe("payment endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(payments, cases);
});
