import { createApiClient, isApiError } from "@tandem/api-client";
import { createFakeApi, errorAnswer, wireFixture } from "@tandem/page-kit/testing";
import { describe, expect, it } from "vitest";
import { withMemberHeader } from "../testing/payments-fixtures.ts";
import { fundOnce, FundingUnconfirmed, mayHaveFunded } from "./fund-once.ts";

const CREATE = "POST /payments/create_funding";
const LEDGERS = "GET /ledgers/overview";
const funding = {
  amount: { cents: 2500, currency: "USD" },
  paymentInstrumentId: 311,
  paymentMethodType: "card" as const,
};

function clientFor(routes: Parameters<typeof createFakeApi>[0]) {
  const api = createFakeApi({ [LEDGERS]: { body: wireFixture("GET_ledgers_overview") }, ...routes });
  return { api, client: createApiClient({ host: "http://api.test", fetch: api.fetch, retryDelay: () => 0 }) };
}

describe("fundOnce", () => {
  it("F-169 A-49 sends the funding once, after reading the balance's lines", async () => {
    const { api, client } = clientFor({
      [CREATE]: withMemberHeader(wireFixture("POST_payments_create_funding")),
    });
    const outcome = await fundOnce(client, funding, null, [0]);
    expect(outcome.foundEarlier).toBe(false);
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(LEDGERS)).toHaveLength(1);
  });

  it("Add funds can charge twice: a gateway timeout is looked for, and with nothing found the next tap is told to look", async () => {
    const { api, client } = clientFor({ [CREATE]: errorAnswer(504, "gateway_timeout") });
    const failure = await fundOnce(client, funding, null, [0, 0]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FundingUnconfirmed);
    expect((failure as FundingUnconfirmed).unsettled.asked).toEqual([funding]);
    // Before sending, then twice after the lost answer.
    expect(api.callsTo(LEDGERS)).toHaveLength(3);
  });

  it.each([
    ["a refused amount", errorAnswer(400, "validation_error"), "validation_error"],
    ["an instrument not the member's", errorAnswer(403, "resource_not_found"), "resource_not_found"],
    ["a read-only member", errorAnswer(409, "read_only_unverified"), "read_only_unverified"],
    ["a failed collection (500)", errorAnswer(500, "api_error"), "unhandled_error"],
  ])("%s says nothing was added: thrown as it is, not looked for", async (_, answer, code) => {
    const { api, client } = clientFor({ [CREATE]: answer });
    const failure = await fundOnce(client, funding, null, [0]).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe(code);
    expect(mayHaveFunded(failure)).toBe(false);
    expect(api.callsTo(LEDGERS)).toHaveLength(1);
  });
});
