import { createApiClient, isApiError } from "@tandem/api-client";
import { createFakeApi, errorAnswer, wireFixture, type FakeAnswer } from "@tandem/page-kit/testing";
import { describe, expect, it } from "vitest";
import { placeOrder } from "./place-order.ts";

const confirmation = wireFixture("POST_commerce_checkouts_id_complete");
const completion = { chargeAmountCents: 500, paymentInstrument: null, fulfillmentOptionId: 71 };

function clientFor(routes: Parameters<typeof createFakeApi>[0]) {
  const api = createFakeApi(routes);
  return { api, client: createApiClient({ host: "http://api.test", fetch: api.fetch, retryDelay: () => 0 }) };
}

/** Answers in turn, the last one from then on. */
function inTurn(...answers: FakeAnswer[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)] ?? {};
}

describe("placeOrder", () => {
  it("F-139 A-36 sends the completion once and answers the confirmation", async () => {
    const { api, client } = clientFor({ "POST /commerce/checkouts/7/complete": { body: confirmation } });
    const placed = await placeOrder(client, 7, completion, [0]);
    expect(placed.id).toBe(confirmation.id);
    expect(api.callsTo("POST /commerce/checkouts/7/complete")).toHaveLength(1);
    expect(api.callsTo("GET /commerce/checkouts/7/confirmation")).toHaveLength(0);
  });

  it("E-17 a declined card is a failure for certain: no confirmation is asked for", async () => {
    const { api, client } = clientFor({
      "POST /commerce/checkouts/7/complete": errorAnswer(409, "card_generic"),
    });
    const failure = await placeOrder(client, 7, completion, [0]).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe("card_generic");
    expect(api.callsTo("GET /commerce/checkouts/7/confirmation")).toHaveLength(0);
  });

  it("a lost answer whose order went through a moment later answers that order, without completing again", async () => {
    const { api, client } = clientFor({
      "POST /commerce/checkouts/7/complete": errorAnswer(502, "bad_gateway"),
      "GET /commerce/checkouts/7/confirmation": inTurn(errorAnswer(403, "forbidden"), { body: confirmation }),
    });
    const placed = await placeOrder(client, 7, completion, [0, 0, 0]);
    expect(placed.id).toBe(confirmation.id);
    expect(api.callsTo("POST /commerce/checkouts/7/complete")).toHaveLength(1);
    expect(api.callsTo("GET /commerce/checkouts/7/confirmation")).toHaveLength(2);
  });

  it("a second tap refused because the first completed the checkout answers the first's order", async () => {
    const { client } = clientFor({
      "POST /commerce/checkouts/7/complete": errorAnswer(409, "checkout_fatal_error"),
      "GET /commerce/checkouts/7/confirmation": { body: confirmation },
    });
    expect((await placeOrder(client, 7, completion, [0])).id).toBe(confirmation.id);
  });

  it("an order that was not placed throws the first error after looking", async () => {
    const { api, client } = clientFor({
      "POST /commerce/checkouts/7/complete": errorAnswer(500, "api_error"),
      "GET /commerce/checkouts/7/confirmation": errorAnswer(403, "forbidden"),
    });
    const failure = await placeOrder(client, 7, completion, [0, 0]).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe("unhandled_error");
    expect(api.callsTo("GET /commerce/checkouts/7/confirmation")).toHaveLength(2);
  });
});
