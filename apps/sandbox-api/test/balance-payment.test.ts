// Paying a negative balance (contract §2.4, §5.1–§5.3): `chargeable_cash_balance`,
// `POST /payments/charge_balance`, a new card paying what is owed, and the 409 card codes on complete, all HEAD
// only; at 5dd9af6c the sandbox answers as the spec's API did.
import { isApiError, type ApiClient, type ApiError } from "@tandem/api-client";
import { tokenizeCard } from "@tandem/api-client/card-provider";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cashBalanceOf } from "../src/domain/ledger.ts";
import type { ApiVersion } from "../src/sandbox.ts";
import { futureExpiryYear, PHONES, startHarness, type Harness } from "./harness.ts";

// A fresh sandbox per test: these tests pay the seeded debts.
let current: Harness;
let spec: Harness;
beforeEach(async () => {
  current = await startHarness({ rateLimits: false, apiVersion: "current" });
  spec = await startHarness({ rateLimits: false, apiVersion: "5dd9af6c" });
});
afterEach(async () => {
  await current.close();
  await spec.close();
});
const on = (version: ApiVersion) => (version === "current" ? current : spec);

async function failureOf(run: () => Promise<unknown>): Promise<ApiError> {
  try {
    await run();
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

const me = (api: ApiClient) => api.get("me") as Promise<Record<string, unknown>>;

function balanceOf(h: Harness, phone: string): number {
  const member = h.sandbox.store.db.t.members.find((row) => row.phone === `1${phone.replace(/\D/g, "")}`);
  return cashBalanceOf(h.sandbox.store.db, member?.id ?? 0);
}

function addCard(h: Harness, api: ApiClient, number: string) {
  return tokenizeCard(
    { name: "Iris Novak", number, expMonth: 12, expYear: futureExpiryYear(h.sandbox), cvc: "123" },
    { publishableKey: "pk_test_sandbox", baseUrl: `${h.origin}/sandbox/card-provider` },
  ).then((token) => api.post("payment_instruments/cards/create_stripe", { token }));
}

describe("chargeable_cash_balance (contract §2.4)", () => {
  it("on current, a member who owes has it as negative Money; one who does not has null", async () => {
    const owed = balanceOf(current, PHONES.theo);
    expect(owed).toBeLessThan(0);
    expect(await me(await current.as(PHONES.theo))).toMatchObject({
      chargeableCashBalance: { cents: owed, currency: "USD" },
    });
    expect(await me(await current.as(PHONES.maria))).toMatchObject({ chargeableCashBalance: null });
  });

  it("at 5dd9af6c the member has no such key", async () => {
    expect(await me(await spec.as(PHONES.theo))).not.toHaveProperty("chargeableCashBalance");
  });

  it("the member who owes is prohibited from riding by the cash balance", async () => {
    const api = await current.as(PHONES.theo);
    const error = await failureOf(() =>
      api.post("mobility/begin_trip", { providerId: 12, vehicleId: "LIME-7XQ2K" }),
    );
    expect(error.code).toBe("usage_prohibited_cash_balance");
  });
});

describe("POST /payments/charge_balance (contract §5.3)", () => {
  it("on current, charges the default card and answers the member with nothing owed", async () => {
    const api = await current.as(PHONES.theo);
    const member = (await api.post("payments/charge_balance")) as Record<string, unknown>;
    expect(member).toMatchObject({ name: "Theo Park", chargeableCashBalance: null });
    expect(balanceOf(current, PHONES.theo)).toBe(0);
  });

  it("402 charge_balance when there is no card to charge, the debt left as it was", async () => {
    const before = balanceOf(current, PHONES.iris);
    const error = await failureOf(async () =>
      (await current.as(PHONES.iris)).post("payments/charge_balance"),
    );
    expect([error.status, error.code]).toEqual([402, "charge_balance"]);
    expect(balanceOf(current, PHONES.iris)).toBe(before);
  });

  it("at 5dd9af6c the call does not exist: 404, as an unknown route", async () => {
    const error = await failureOf(async () => (await spec.as(PHONES.theo)).post("payments/charge_balance"));
    expect(error.status).toBe(404);
    expect(balanceOf(spec, PHONES.theo)).toBeLessThan(0);
  });
});

describe("a new card pays what is owed (contract §5.2)", () => {
  it("on current, the card is saved and the balance charged to it in the same call", async () => {
    const api = await current.as(PHONES.iris);
    const card = (await addCard(current, api, "4242424242424242")) as { allPaymentInstruments: unknown[] };
    expect(card.allPaymentInstruments).toHaveLength(1);
    expect(balanceOf(current, PHONES.iris)).toBe(0);
    expect(await me(api)).toMatchObject({ chargeableCashBalance: null });
  });

  it("on current, when charging the balance fails: 402 card code without stripe_error, card not saved", async () => {
    const api = await current.as(PHONES.iris);
    const before = balanceOf(current, PHONES.iris);
    const error = await failureOf(() => addCard(current, api, "4000000000000341"));
    expect([error.status, error.code]).toEqual([402, "card_generic"]);
    expect(JSON.stringify(error)).not.toContain("stripe_error");
    expect(await me(api)).toMatchObject({ paymentInstruments: [] });
    expect(balanceOf(current, PHONES.iris)).toBe(before);
  });

  it.each(["5dd9af6c", "current"] as const)(
    "on %s, a member who owes nothing adds a card that declines charges as before",
    async (version) => {
      const h = on(version);
      const api = await h.as(PHONES.robin);
      await addCard(h, api, "4000000000000341");
      expect(((await me(api)).paymentInstruments as unknown[]).length).toBe(1);
    },
  );

  it("at 5dd9af6c, adding a card leaves the debt as it was", async () => {
    const api = await spec.as(PHONES.iris);
    const before = balanceOf(spec, PHONES.iris);
    await addCard(spec, api, "4242424242424242");
    expect(balanceOf(spec, PHONES.iris)).toBe(before);
  });
});

describe("a failed card charge on complete (contract §5.1)", () => {
  async function completeWithDecliningCard(h: Harness) {
    const api = await h.as(PHONES.robin);
    await addCard(h, api, "4000000000000341");
    await api.put("commerce/offerings/2/cart/item", { productId: 6, quantity: 1, timestamp: Date.now() });
    const checkout = (await api.post("commerce/offerings/2/checkout")) as {
      id: number;
      chargeableTotal: { cents: number };
    };
    return failureOf(() =>
      api.post(`commerce/checkouts/${checkout.id}/complete`, {
        chargeAmountCents: checkout.chargeableTotal.cents,
      }),
    );
  }

  it("on current it is 409 with the card code", async () => {
    const error = await completeWithDecliningCard(current);
    expect([error.status, error.code]).toEqual([409, "card_generic"]);
  });

  it("at 5dd9af6c it is checkout_fatal_error, as today", async () => {
    const error = await completeWithDecliningCard(spec);
    expect([error.status, error.code]).toEqual([409, "checkout_fatal_error"]);
  });
});

describe("POST /sandbox/members/{id}/debt (journeys and demos)", () => {
  it("leaves the member's cash balance at minus the cents asked, so they owe exactly that", async () => {
    const maria = current.sandbox.store.db.t.members.find((row) => row.name === "Maria Hernandez");
    const answer = await fetch(`${current.origin}/sandbox/members/${maria?.id}/debt`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cents: 725 }),
    });
    expect(await answer.json()).toEqual({ cash_balance_cents: -725 });
    expect(await me(await current.as(PHONES.maria))).toMatchObject({
      chargeableCashBalance: { cents: -725, currency: "USD" },
    });
  });
});
