import { describe, expect, it } from "vitest";
import { useTestApi } from "../../test/endpoint-cases.ts";
import { isCardProviderError } from "./card-provider-error.ts";
import { tokenizeCard } from "./tokenize-card.ts";

const card = {
  name: "Maria Hernandez",
  number: "4242 4242 4242 4242",
  expMonth: "09",
  expYear: "27",
  cvc: "123",
};

describe("tokenizeCard", () => {
  const api = useTestApi();
  const provider = () => ({
    publishableKey: "pk_test_123",
    baseUrl: `${api().origin}/sandbox/card-provider`,
  });

  it("F-162 A-50 S-14 posts the card form-encoded with the publishable key and returns the token", async () => {
    const token = {
      id: "tok_1Pq",
      object: "token",
      card: { brand: "Visa", last4: "4242", exp_month: 9, exp_year: 2027 },
    };
    api().answer("POST /sandbox/card-provider/v1/tokens", { json: token });
    expect(await tokenizeCard(card, provider())).toEqual(token);
    const [request] = api().requests;
    expect(request?.headers.get("authorization")).toBe("Bearer pk_test_123");
    expect(request?.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(String(request?.body)))).toEqual({
      "card[name]": "Maria Hernandez",
      "card[number]": "4242424242424242",
      "card[exp_month]": "09",
      "card[exp_year]": "27",
      "card[cvc]": "123",
    });
  });

  it("E-20 rejects with the provider's type, code, decline code and message", async () => {
    const refusal = {
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Declined.",
      },
    };
    api().answer("POST /sandbox/card-provider/v1/tokens", { status: 402, json: refusal });
    const error: unknown = await tokenizeCard(card, provider()).catch((thrown: unknown) => thrown);
    expect(isCardProviderError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 402,
      code: "card_declined",
      declineCode: "insufficient_funds",
      message: "Declined.",
    });
  });

  it("E-20 rejects when the provider cannot be reached", async () => {
    api().answer("POST /sandbox/card-provider/v1/tokens", { drop: true });
    const error: unknown = await tokenizeCard(card, provider()).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ name: "CardProviderError", status: null });
  });

  it("sends to the real provider's token endpoint when no base URL is given", async () => {
    const urls: string[] = [];
    const token = { id: "tok_1Pq", object: "token", card: { brand: "Visa", last4: "4242" } };
    await tokenizeCard(card, {
      publishableKey: "pk_test_123",
      fetch: (input) => {
        urls.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(Response.json(token));
      },
    });
    expect(urls).toEqual(["https://api.stripe.com/v1/tokens"]);
  });
});
