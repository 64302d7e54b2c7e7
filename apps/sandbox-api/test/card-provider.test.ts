// The card provider stand-in as the app's card form meets it (README, "Card provider"): Stripe's token endpoint,
// form-encoded, its checks in Stripe's order and its error shape. Sandbox time is fixed at 15 June 2030.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSandboxServer } from "../src/server.ts";

const { app } = createSandboxServer();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-06-15T12:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

const GOOD = { number: "4242 4242 4242 4242", exp_month: "12", exp_year: "2031", cvc: "123" };

async function tokens(fields: Record<string, string>, key: string | null = "pk_test_sandbox") {
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [`card[${name}]`, value]));
  const response = await app.request("http://localhost/sandbox/card-provider/v1/tokens", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: body.toString(),
  });
  return { status: response.status, body: (await response.json()) as { error?: Record<string, unknown> } };
}

describe("card provider stand-in", () => {
  it("A-50 S-14 answers a token for a card sent with a publishable key, the card described without its number", async () => {
    const answer = await tokens({ ...GOOD, name: "Robin Diaz", address_zip: "97204" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: expect.stringMatching(/^tok_/) as unknown,
      object: "token",
      type: "card",
      used: false,
      created: Math.floor(Date.parse("2030-06-15T12:00:00Z") / 1000),
      card: {
        id: expect.stringMatching(/^card_/) as unknown,
        brand: "Visa",
        last4: "4242",
        exp_month: 12,
        exp_year: 2031,
        name: "Robin Diaz",
        address_zip: "97204",
        fingerprint: expect.stringMatching(/^[\w-]{16}$/) as unknown,
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain("4242424242424242");
  });

  it("A-50 takes a two-digit year and leaves an absent name and zip null", async () => {
    const answer = await tokens({ ...GOOD, exp_year: "31" });
    expect(answer.body).toMatchObject({ card: { exp_year: 2031, name: null, address_zip: null } });
  });

  it("A-50 refuses a call without a publishable key (401, Stripe's invalid_request_error)", async () => {
    for (const key of [null, "sk_test_secret"]) {
      const answer = await tokens(GOOD, key);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({ type: "invalid_request_error" });
    }
  });

  it.each([
    ["a number failing Luhn", { number: "4242424242424241" }, "incorrect_number", "number"],
    ["a number of the wrong length", { number: "424242424242" }, "incorrect_number", "number"],
    ["month 13", { exp_month: "13" }, "invalid_expiry_month", "exp_month"],
    ["an expiry year already past", { exp_year: "2029" }, "invalid_expiry_year", "exp_year"],
    ["an expiry year 51 years ahead", { exp_year: "2081" }, "invalid_expiry_year", "exp_year"],
    [
      "a month already past this year",
      { exp_month: "5", exp_year: "2030" },
      "invalid_expiry_month",
      "exp_month",
    ],
    ["a three-digit CVC on an American Express card", { number: "378282246310005" }, "invalid_cvc", "cvc"],
    ["a CVC that is not digits", { cvc: "12a" }, "invalid_cvc", "cvc"],
  ])("E-20 refuses %s with Stripe's card error", async (_case, fields, code, param) => {
    const answer = await tokens({ ...GOOD, ...fields });
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({
      type: "card_error",
      code,
      param,
      message: expect.stringMatching(/^Your card/) as unknown,
      doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}`,
    });
  });

  it("E-20 checks the number before the expiry, and the expiry before the CVC, as Stripe does", async () => {
    const everything = await tokens({ number: "1234", exp_month: "13", exp_year: "1999", cvc: "" });
    expect(everything.body.error).toMatchObject({ code: "incorrect_number" });
    const expiryAndCvc = await tokens({ ...GOOD, exp_year: "1999", cvc: "" });
    expect(expiryAndCvc.body.error).toMatchObject({ code: "invalid_expiry_year" });
  });

  it("A-50 accepts a card expiring this very month", async () => {
    expect((await tokens({ ...GOOD, exp_month: "6", exp_year: "2030" })).status).toBe(200);
  });
});
