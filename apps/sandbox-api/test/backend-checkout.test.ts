// Checkout, ledger and funding values the real backend gives: the default instrument, the order of
// prohibited reasons, cash first among existing funds, merged recent lines and bank labels.
import {
  completeCheckout,
  getCheckout,
  getLedgersOverview,
  getUnclaimedOrders,
  putCartItem,
  startCheckout,
  type ApiClient,
} from "@tandem/api-client";
import type { Checkout } from "@tandem/api-client/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { book, cashBalanceOf, cashLedgerOf } from "../src/domain/ledger.ts";
import { PHONES, startHarness, type Harness } from "./harness.ts";

// A fresh sandbox per test: these tests spend members' balances.
let h: Harness;
beforeEach(async () => {
  h = await startHarness({ rateLimits: false });
});
afterEach(() => h.close());

const product = (name: string) =>
  h.sandbox.store.db.t.products.find((row) => row.name.en.startsWith(name))?.id ?? 0;

async function cart(api: ApiClient, offeringId: number, lines: [string, number][]): Promise<void> {
  for (const [name, quantity] of lines)
    await putCartItem(api, offeringId, { productId: product(name), quantity, timestamp: Date.now() });
}

/** Completes paying with the member's instrument of that name (not relying on the preselected one). */
async function pay(api: ApiClient, checkout: Checkout, instrumentName: string) {
  const instrument = checkout.availablePaymentInstruments.find((row) => row.name === instrumentName);
  return completeCheckout(api, checkout.id, {
    chargeAmountCents: checkout.chargeableTotal.cents,
    paymentInstrument: instrument
      ? { paymentInstrumentId: instrument.id, paymentMethodType: instrument.paymentMethodType }
      : null,
  });
}

const memberId = (phone: string) =>
  h.sandbox.store.db.t.members.find((row) => row.phone === `1${phone.replace(/\D/g, "")}`)?.id ?? 0;

describe("the default payment instrument", () => {
  it("preselects the member's first ok bank account for a new checkout", async () => {
    const api = await h.as(PHONES.lucia);
    await cart(api, 2, [["$5 Market Token", 1]]);
    // Lucía's newest bank account is unverified, so her older verified one is the default, before her card.
    expect((await startCheckout(api, 2)).paymentInstrument).toMatchObject({
      paymentMethodType: "bank_account",
      name: "Ahorros",
    });
  });

  it("charges a negative balance to the same default: the first ok bank account, not the newest card", async () => {
    // charge_balance is HEAD only (contract §5.3): asked of a sandbox that speaks the current API.
    await h.close();
    h = await startHarness({ rateLimits: false, apiVersion: "current" });
    const api = await h.as(PHONES.lucia);
    const { db } = h.sandbox.store;
    const lucia = memberId(PHONES.lucia);
    const memo = { en: "Ride adjustment", es: "Ajuste de viaje" };
    h.sandbox.store.write(() =>
      book(db, {
        at: h.sandbox.clock.iso(),
        memo,
        amountCents: cashBalanceOf(db, lucia) + 900,
        from: cashLedgerOf(db, lucia)?.id ?? 0,
        to: null,
        usage: { code: "unknown", args: { memo: memo.en } },
      }),
    );
    await api.post("payments/charge_balance");
    const funding = (await getLedgersOverview(api)).recentLines.find((line) => line.memo === "Add funds");
    expect(funding?.usageDetails[0]?.args).toMatchObject({
      accountLabel: expect.stringContaining("Ahorros"),
    });
  });
});

describe("checkout_prohibited_reason", () => {
  it("asks a member without a cash ledger for a payment instrument: member_unverified is for unverified members", async () => {
    const api = await h.as(PHONES.pat);
    await cart(api, 2, [["$5 Market Token", 1]]);
    expect((await startCheckout(api, 2)).checkoutProhibitedReason).toBe("requires_payment_instrument");
  });

  it("keeps a checkout open while an item is available; a sold-out item fails completion with invalid_order_quantity", async () => {
    const api = await h.as(PHONES.jordan);
    await cart(api, 1, [
      ["Apple Cider", 1],
      ["Winter Squash", 1],
    ]);
    const checkout = await startCheckout(api, 1);
    h.sandbox.store.write((db) => {
      const squash = db.t.products.get(product("Winter Squash"));
      if (squash) squash.inventory = 0;
    });
    const current = await getCheckout(api, checkout.id);
    expect(current.checkoutProhibitedReason).toBeNull();
    await expect(
      completeCheckout(api, checkout.id, { chargeAmountCents: current.chargeableTotal.cents }),
    ).rejects.toMatchObject({ code: "invalid_order_quantity", status: 403 });
  });

  it("answers a second completion with offering_products_unavailable, as the backend does", async () => {
    const api = await h.as(PHONES.jordan);
    await cart(api, 2, [["$5 Market Token", 1]]);
    const checkout = await startCheckout(api, 2);
    const paid = { chargeAmountCents: checkout.chargeableTotal.cents };
    await completeCheckout(api, checkout.id, paid);
    await expect(completeCheckout(api, checkout.id, paid)).rejects.toMatchObject({
      code: "checkout_fatal_error",
      message: "Checkout prohibited: offering_products_unavailable",
    });
  });
});

describe("funds and lines", () => {
  it("lists cash first among the existing funds, though the subsidy pays first", async () => {
    const api = await h.as(PHONES.lucia);
    await cart(api, 1, [
      ["Harvest Box (family", 2],
      ["Harvest Box (single", 2],
    ]);
    const { existingFundsAvailable } = await startCheckout(api, 1);
    expect(existingFundsAvailable.map((fund) => fund.name)).toEqual([
      "General Balance",
      "Holiday Food Subsidy",
    ]);
  });

  it("merges an order paid from a subsidy and cash into one recent line, debits first", async () => {
    const api = await h.as(PHONES.uma);
    await cart(api, 1, [["Harvest Box (family", 1]]);
    const checkout = await startCheckout(api, 1);
    await pay(api, checkout, "Visa x-1881");
    const [first, second] = (await getLedgersOverview(api)).recentLines;
    expect(first).toMatchObject({ memo: expect.stringMatching(/^Tandem order/), amount: { cents: -2500 } });
    expect(second).toMatchObject({ memo: "Add funds", amount: { cents: checkout.chargeableTotal.cents } });
    expect(second?.at).toBe(first?.at);
  });

  it("labels money from a bank account with its nickname and last four digits", async () => {
    const api = await h.as(PHONES.lucia);
    await cart(api, 2, [
      ["$5 Market Token", 12],
      ["$2 Kids", 10],
    ]);
    const checkout = await startCheckout(api, 2);
    expect(checkout.chargeableTotal.cents).toBeGreaterThan(0);
    await pay(api, checkout, "Ahorros");
    const [order] = (await getUnclaimedOrders(api)).items;
    expect(order?.fundingTransactions.map((part) => part.label)).toEqual(["Ahorros x-0420"]);
    const funding = (await getLedgersOverview(api)).recentLines.find((line) => line.memo === "Add funds");
    expect(funding?.usageDetails[0]?.args).toEqual({ accountLabel: "Ahorros x-0420" });
  });
});
