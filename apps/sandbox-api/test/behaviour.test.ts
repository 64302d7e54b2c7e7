// Behaviour, not canned answers: carts honour time order, stock, limits and cart-full; vehicles drift
// on refresh; polling holds then answers; funding respects the currency's limits; alerts follow the balance.
import {
  getDashboard,
  getMe,
  getMobilityMap,
  getOffering,
  getVehicle,
  pollVendorAccountMagicLink,
  putCartItem,
  startCheckout,
} from "@tandem/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONES, startHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimits: false });
});
afterAll(() => h.close());

const product = (name: string) =>
  h.sandbox.store.db.t.products.find((row) => row.name.en.startsWith(name))?.id ?? 0;

describe("food", () => {
  it("A-32 keeps only the latest cart update and removes an item at quantity 0", async () => {
    const api = await h.as(PHONES.robin);
    const now = Date.now();
    await putCartItem(api, 1, { productId: product("Apple Cider"), quantity: 3, timestamp: now });
    const stale = await putCartItem(api, 1, {
      productId: product("Apple Cider"),
      quantity: 1,
      timestamp: now - 10,
    });
    expect(stale.cart.items).toEqual([{ productId: product("Apple Cider"), quantity: 3 }]);
    const removed = await putCartItem(api, 1, {
      productId: product("Apple Cider"),
      quantity: 0,
      timestamp: now + 10,
    });
    expect(removed.cart.items).toEqual([]);
    expect(removed.cart.cartFull).toBe(false);
  });

  it("F-086 F-087 shows sold-out stock, lowers max quantity as the cart fills and reports cart_full", async () => {
    const api = await h.as(PHONES.alex);
    const start = await getOffering(api, 1);
    expect(start.items.find((item) => item.productId === product("Whole Wheat"))).toMatchObject({
      outOfStock: true,
      maxQuantity: 0,
    });
    expect(start.items.at(-1)?.outOfStock).toBe(true);
    await putCartItem(api, 1, { productId: product("Apple Cider"), quantity: 4, timestamp: Date.now() });
    const limited = await putCartItem(api, 1, {
      productId: product("Harvest Box (single)"),
      quantity: 1,
      timestamp: Date.now(),
    });
    expect(limited.cart.cartFull).toBeNull();
    expect(limited.items.find((item) => item.productId === product("Winter Squash"))?.maxQuantity).toBe(1);
    const full = await putCartItem(api, 1, {
      productId: product("Harvest Box (single)"),
      quantity: 2,
      timestamp: Date.now() + 1,
    });
    expect(full.cart.cartFull).toBe(true);
    expect(full.items.find((item) => item.productId === product("Winter Squash"))).toMatchObject({
      outOfStock: true,
    });
  });

  it("F-091 checkout totals add up: subsidy first, then cash, then the card, in the request language", async () => {
    const api = await h.as(PHONES.lucia, "es");
    await putCartItem(api, 1, {
      productId: product("Harvest Box (family"),
      quantity: 2,
      timestamp: Date.now(),
    });
    const checkout = await startCheckout(api, 1);
    const funds = checkout.existingFundsAvailable.reduce((sum, fund) => sum + fund.amount.cents, 0);
    expect(checkout.total.cents).toBe(
      checkout.taxableCost.cents + checkout.tax.cents + checkout.handling.cents,
    );
    expect(checkout.savings.cents).toBe(checkout.undiscountedCost.cents - checkout.customerCost.cents);
    expect(checkout.chargeableTotal.cents).toBe(checkout.total.cents - funds);
    expect(checkout.existingFundsAvailable[0]).toEqual({
      amount: { cents: 5000, currency: "USD" },
      name: "Subsidio de comida navideña",
    });
  });
});

describe("mobility and accounts", () => {
  it("F-058 vehicles drift between refreshes, and a tap on the previous position still finds the vehicle", async () => {
    const api = await h.as(PHONES.maria);
    const bounds = { sw: [45.45, -122.8] as [number, number], ne: [45.6, -122.55] as [number, number] };
    const before = await getMobilityMap(api, bounds);
    h.sandbox.clock.advance(30_000);
    const after = await getMobilityMap(api, bounds);
    expect(after.escooter.map((v) => v.c)).not.toEqual(before.escooter.map((v) => v.c));
    const lime = before.providers.findIndex((provider) => provider.id === 12);
    const spot = before.escooter.find((v) => v.p === lime && v.d === undefined);
    expect(
      (await getVehicle(api, { loc: spot?.c ?? [0, 0], providerId: 12, type: "escooter" })).vehicleId,
    ).toMatch(/^LIME-/);
  });

  it("F-186 holds a poll until the hold ends when no link arrives, then answers no change", async () => {
    const api = await h.as(PHONES.alex);
    const lime =
      h.sandbox.store.db.t.vendorAccounts.find(
        (account) => account.vendorName === "Lime" && !account.disabled && account.imageId !== null,
      )?.id ?? 0;
    const started = Date.now();
    const poll = await pollVendorAccountMagicLink(api, lime);
    expect(poll.foundChange).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it("V-31 V-32 funding respects the currency's minimum and maximum", async () => {
    const api = await h.as(PHONES.jordan);
    const card = (await getMe(api)).paymentInstruments[0]?.id;
    const fund = (cents: number) =>
      api.post("payments/create_funding", {
        amount: { cents },
        paymentInstrumentId: card,
        paymentMethodType: "card",
      });
    await expect(fund(499)).rejects.toMatchObject({
      code: "validation_error",
      fieldErrors: ["amount[cents] must be at least 500"],
    });
    await expect(fund(10_001)).rejects.toMatchObject({
      code: "validation_error",
      fieldErrors: ["amount[cents] must be at most 10000"],
    });
    await expect(fund(10_000)).resolves.toMatchObject({ status: "collecting" });
  });

  it("F-047 the dashboard alert follows the balance: negative with a card that fails, expiring card", async () => {
    expect((await getDashboard(await h.as(PHONES.casey))).alerts[0]).toMatchObject({
      localizationKey: "dashboard.negative_cash_balance",
      variant: "danger",
    });
    expect((await getDashboard(await h.as(PHONES.uma))).alerts[0]).toMatchObject({
      localizationKey: "dashboard.payment_methods_expiring",
      variant: "warning",
    });
  });
});
