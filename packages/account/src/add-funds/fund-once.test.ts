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
  ])("%s says nothing was added: thrown as it is, not looked for", async (_, answer, code) => {
    const { api, client } = clientFor({ [CREATE]: answer });
    const failure = await fundOnce(client, funding, null, [0]).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe(code);
    expect(mayHaveFunded(failure)).toBe(false);
    expect(api.callsTo(LEDGERS)).toHaveLength(1);
  });

  it("Add funds reads a 500 as not added only after the ledgers show no new funding (the backend's failed collection)", async () => {
    const { api, client } = clientFor({ [CREATE]: errorAnswer(500, "api_error") });
    const failure = await fundOnce(client, funding, null, [0, 0]).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(500);
    expect(failure).not.toBeInstanceOf(FundingUnconfirmed);
    // Before sending, then once after the 500.
    expect(api.callsTo(LEDGERS)).toHaveLength(2);
    expect(api.callsTo(CREATE)).toHaveLength(1);
  });

  it("Add funds counts a funding the server saved before its 500 (the answer lost in its catch-all), and sends nothing again", async () => {
    const { api, client } = clientFor({
      [CREATE]: () => {
        api.on(LEDGERS, { body: withFundingLine(2500) });
        return errorAnswer(500, "api_error");
      },
    });
    const outcome = await fundOnce(client, funding, null, [0]);
    expect(outcome).toEqual({ amount: { cents: 2500, currency: "USD" }, foundEarlier: false });
    expect(api.callsTo(CREATE)).toHaveLength(1);
  });

  it.each([
    ["a 500 without the backend's envelope (a proxy's page)", { status: 500, body: "<h1>500</h1>" }],
    ["the backend's 500 when the ledgers cannot be read after it", errorAnswer(500, "api_error")],
  ])("Add funds does not call %s nothing added: the next tap looks first", async (_, answer) => {
    const { api, client } = clientFor({
      [CREATE]: () => {
        api.on(LEDGERS, errorAnswer(503, "unhandled_error"));
        return answer;
      },
    });
    const failure = await fundOnce(client, funding, null, [0]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FundingUnconfirmed);
    expect(api.callsTo(CREATE)).toHaveLength(1);
  });
});

/** The ledgers overview with a new funding line of `cents` on top. */
function withFundingLine(cents: number) {
  const overview = wireFixture("GET_ledgers_overview");
  const lines = overview.recent_lines as unknown[];
  const line = {
    id: 99001,
    opaque_id: "bx_newfunding",
    at: "2025-06-20T17:00:00.000+00:00",
    memo: "Add funds",
    amount: { cents, currency: "USD" },
    usage_details: [{ code: "funding", args: { account_label: "Visa x-4242" } }],
  };
  return { ...overview, recent_lines: [line, ...lines] };
}
