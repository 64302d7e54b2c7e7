import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/test-api.ts";

let api: TestApi;
beforeAll(async () => void (api = await startTestApi()));
afterAll(() => api.close());
beforeEach(() => api.reset());

const ok = { json: { ok: true } };
const unavailable = { status: 503, json: { error: { status: 503, code: "unavailable", message: "busy" } } };

function attempts(): number {
  return api.requests.length;
}

describe("retries (A-08, C-10)", () => {
  it("A-08 retries a GET whose connection dropped, and succeeds on the third attempt", async () => {
    api.answer("GET /api/v1/me", { drop: true }, { drop: true }, ok);
    expect(await api.client().get("me")).toEqual({ ok: true });
    expect(attempts()).toBe(3);
  });

  it("A-08 C-10 retries a GET answered 503 at most 3 times, then fails with unhandled_error", async () => {
    api.answer("GET /api/v1/me", unavailable);
    await expect(api.client().get("me")).rejects.toMatchObject({ code: "unhandled_error", status: 503 });
    expect(attempts()).toBe(1 + 3);
  });

  it("A-08 retries idempotent PUT and DELETE on a 5xx", async () => {
    api.answer("PUT /api/v1/commerce/offerings/12/cart/item", unavailable, ok);
    api.answer("DELETE /api/v1/payment_instruments/cards/3", unavailable, ok);
    await api.client().put("commerce/offerings/12/cart/item", { quantity: 1 });
    await api.client().delete("payment_instruments/cards/3");
    expect(attempts()).toBe(4);
  });

  it("A-08 never retries a POST: not on a 500, not on a dropped connection", async () => {
    api.answer("POST /api/v1/payments/create_funding", {
      status: 500,
      json: { error: { code: "api_error" } },
    });
    await expect(api.client().post("payments/create_funding", {})).rejects.toMatchObject({ status: 500 });
    api.answer("POST /api/v1/mobility/begin_trip", { drop: true });
    await expect(api.client().post("mobility/begin_trip", {})).rejects.toMatchObject({
      code: "network_error",
    });
    expect(attempts()).toBe(2);
  });

  it("A-08 does not retry a 4xx answer", async () => {
    api.answer("GET /api/v1/commerce/orders/9", {
      status: 403,
      json: { error: { status: 403, code: "forbidden" } },
    });
    await expect(api.client().get("commerce/orders/9")).rejects.toMatchObject({ code: "forbidden" });
    expect(attempts()).toBe(1);
  });

  it("A-08 retries a timed-out read, restarting the timeout on each attempt", async () => {
    api.answer(
      "GET /api/v1/ledgers/overview",
      { delayMs: 400, json: { late: true } },
      { json: { onTime: true } },
    );
    expect(await api.client({ timeout: 150 }).get("ledgers/overview")).toEqual({ onTime: true });
    expect(attempts()).toBe(2);
  });

  it("C-10 a read that keeps timing out fails with network_error after 1 + 3 attempts", async () => {
    api.answer("GET /api/v1/ledgers/overview", { delayMs: 300, json: {} });
    await expect(api.client({ timeout: 60 }).get("ledgers/overview")).rejects.toMatchObject({
      code: "network_error",
    });
    expect(attempts()).toBe(4);
  });

  it("A-08 does not retry a timed-out PUT, which may have been applied", async () => {
    api.answer("PUT /api/v1/commerce/offerings/12/cart/item", { delayMs: 300, json: {} });
    await expect(
      api.client({ timeout: 60 }).put("commerce/offerings/12/cart/item", {}),
    ).rejects.toMatchObject({
      code: "network_error",
    });
    expect(attempts()).toBe(1);
  });
});
