import { describe, expect } from "vitest";
import { readFixture, readMemberHeaderFixture } from "../../test/contract-fixtures.ts";
import {
  expectEveryFunctionCovered,
  runEndpointCases,
  type EndpointCase,
} from "../../test/endpoint-cases.ts";
import { CURRENT_MEMBER_HEADER } from "../current-member-header.ts";
import * as instruments from "./payment-instruments.ts";

const withMemberHeader = (fixture: string) => ({
  json: readFixture(fixture),
  headers: { [CURRENT_MEMBER_HEADER]: readMemberHeaderFixture() },
});
const stripeToken = {
  id: "tok_1Pq",
  object: "token",
  card: { brand: "Visa", last4: "4242", exp_month: 9, exp_year: 2027 },
};

const cases: EndpointCase[] = [
  {
    rows: "A-43 A-12",
    fn: instruments.createBankAccount,
    call: (client) =>
      instruments.createBankAccount(client, {
        name: "Rent savings",
        routingNumber: "123006800",
        accountNumber: "99990420",
        accountType: "savings",
      }),
    route: "POST /api/v1/payment_instruments/bank_accounts/create",
    answer: withMemberHeader("POST_payment_instruments_bank_accounts_create.json"),
    body: {
      name: "Rent savings",
      routing_number: "123006800",
      account_number: "99990420",
      account_type: "savings",
    },
    expectResult: (created, client) => {
      expect(created).toMatchObject({ id: 104, paymentMethodType: "bank_account", status: "unverified" });
      expect((created as { allPaymentInstruments: unknown[] }).allPaymentInstruments).toHaveLength(3);
      expect(client.currentMember.get()?.id).toBe(1842);
    },
  },
  {
    rows: "A-44",
    fn: instruments.deleteBankAccount,
    call: (client) => instruments.deleteBankAccount(client, 97),
    route: "DELETE /api/v1/payment_instruments/bank_accounts/97",
    fixture: "DELETE_payment_instruments_bank_accounts_id.json",
    expectResult: (deleted) => expect(deleted).toMatchObject({ status: "deleted" }),
  },
  {
    rows: "A-45 F-163 D-14 S-14",
    fn: instruments.createCard,
    call: (client) => instruments.createCard(client, stripeToken),
    route: "POST /api/v1/payment_instruments/cards/create_stripe",
    answer: withMemberHeader("POST_payment_instruments_cards_create_stripe.json"),
    body: { token: stripeToken },
    expectResult: (created) => expect(created).toMatchObject({ paymentMethodType: "card" }),
  },
  {
    rows: "A-46",
    fn: instruments.deleteCard,
    call: (client) => instruments.deleteCard(client, 320),
    route: "DELETE /api/v1/payment_instruments/cards/320",
    fixture: "DELETE_payment_instruments_cards_id.json",
    expectResult: (deleted) => expect(deleted).toMatchObject({ id: 320, status: "deleted" }),
  },
];

describe("payment-instrument endpoints", () => {
  runEndpointCases(cases);
  expectEveryFunctionCovered(instruments, cases);
});
