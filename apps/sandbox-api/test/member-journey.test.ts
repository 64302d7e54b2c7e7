// A member's whole journey through the HTTP API alone: sign in with the code from the
// outbox, onboard, fill a cart, pay with a new test card, claim, ride, end the trip, read ledgers and trips, and
// check that every number adds up.
import {
  beginTrip,
  claimOrder,
  completeCheckout,
  createCard,
  createFunding,
  endTrip,
  getDashboard,
  getLedgerLines,
  getLedgersOverview,
  getMobilityMap,
  getOffering,
  getOfferings,
  getTrips,
  getUnclaimedOrders,
  getVehicle,
  putCartItem,
  startAuth,
  startCheckout,
  updateMe,
  verifyAuth,
  type ApiClient,
} from "@tandem/api-client";
import { tokenizeCard } from "@tandem/api-client/card-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { futureExpiryYear, PHONES, startHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function sandboxPost(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${h.origin}/sandbox/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function cashLinesSum(api: ApiClient, ledgerId: number): Promise<number> {
  let sum = 0;
  for (let page = 1; ; page += 1) {
    const lines = await getLedgerLines(api, ledgerId, page);
    sum += lines.items.reduce((total, line) => total + line.amount.cents, 0);
    if (!lines.hasMore) return sum;
  }
}

async function signInFromOutbox(api: ApiClient) {
  await startAuth(api, { phone: PHONES.sam, timezone: "America/Los_Angeles", termsAgreed: true });
  const outbox = (await (await fetch(`${h.origin}/sandbox/outbox?phone=5035550150`)).json()) as {
    code: string;
  }[];
  return verifyAuth(api, { phone: PHONES.sam, token: outbox[0]?.code ?? "" });
}

describe("member journey", () => {
  it("F-104 F-120 F-140 a new member signs in, orders, pays, claims, rides and every number adds up", async () => {
    const api = h.client();
    expect((await signInFromOutbox(api)).onboarded).toBe(false);
    const onboarded = await updateMe(api, {
      name: "Sam Okoye",
      address: {
        address1: "3341 SE Belmont St",
        address2: "",
        city: "Portland",
        stateOrProvince: "Oregon",
        postalCode: "97214",
      },
    });
    expect(onboarded.onboarded).toBe(true);

    const market = (await getOfferings(api)).items.find(
      (offering) => offering.description === "Farmers Market Tokens",
    );
    if (!market) throw new Error("no market offering");
    const [token, kids] = (await getOffering(api, market.id)).items;
    await putCartItem(api, market.id, {
      productId: token?.productId ?? 0,
      quantity: 2,
      timestamp: Date.now(),
    });
    const cart = await putCartItem(api, market.id, {
      productId: kids?.productId ?? 0,
      quantity: 1,
      timestamp: Date.now() + 1,
    });
    expect(cart.cart.customerCost.cents).toBe(2 * 500 + 200);

    const cardToken = await tokenizeCard(
      {
        name: "Sam Okoye",
        number: "4242424242424242",
        expMonth: 8,
        expYear: futureExpiryYear(h.sandbox),
        cvc: "314",
      },
      { publishableKey: "pk_test_sandbox", baseUrl: `${h.origin}/sandbox/card-provider` },
    );
    const card = await createCard(api, cardToken);
    const checkout = await startCheckout(api, market.id);
    expect(checkout).toMatchObject({
      total: { cents: 1200 },
      savings: { cents: 1200 },
      tax: { cents: 0 },
      handling: { cents: 0 },
      chargeableTotal: { cents: 1200 },
    });
    const paid = {
      chargeAmountCents: 1200,
      paymentInstrument: { paymentInstrumentId: card.id, paymentMethodType: "card" as const },
    };
    await completeCheckout(api, checkout.id, paid);
    // Completing twice does not charge twice.
    await expect(completeCheckout(api, checkout.id, paid)).rejects.toMatchObject({
      code: "checkout_fatal_error",
    });

    const [order] = (await getUnclaimedOrders(api)).items;
    expect(order?.fundingTransactions).toEqual([
      { amount: { cents: 1200, currency: "USD" }, label: "Visa x-4242" },
    ]);
    expect((await claimOrder(api, order?.id ?? 0)).canClaim).toBe(false);
    await expect(claimOrder(api, order?.id ?? 0)).rejects.toMatchObject({ code: "invalid_permissions" });

    const map = await getMobilityMap(api, { sw: [45.45, -122.8], ne: [45.6, -122.55] });
    const lime = map.providers.findIndex((provider) => provider.id === 12);
    const spot = map.escooter.find((vehicle) => vehicle.p === lime && vehicle.d === undefined);
    const vehicle = await getVehicle(api, { loc: spot?.c ?? [0, 0], providerId: 12, type: "escooter" });
    expect(vehicle.usageProhibitedReason).toBeNull();
    await beginTrip(api, { providerId: 12, vehicleId: vehicle.vehicleId });
    await sandboxPost("clock", { advance_seconds: 600 });
    const trip = await endTrip(api, { lat: 45.5231, lng: -122.6765 });
    const minutes = trip.minutes ?? 0;
    expect(minutes).toBeGreaterThanOrEqual(10);
    expect(trip.charge?.customerCost.cents).toBe(
      vehicle.rate.surcharge.cents + vehicle.rate.unitAmount.cents * minutes,
    );
    expect(trip.charge?.savings.cents).toBe(
      (trip.charge?.undiscountedCost.cents ?? 0) - (trip.charge?.customerCost.cents ?? 0),
    );

    await createFunding(api, {
      amount: { cents: 2000, currency: "USD" },
      paymentInstrumentId: card.id,
      paymentMethodType: "card",
    });
    const overview = await getLedgersOverview(api);
    const cash = overview.ledgers[0];
    // The ride went to the cash balance, the card covered the shortfall, then $20 was added: $20 left.
    expect(cash?.balance.cents).toBe(2000);
    expect(await cashLinesSum(api, cash?.id ?? 0)).toBe(2000);
    expect((await getDashboard(api)).cashBalance.cents).toBe(2000);
    expect(overview.totalBalance.cents).toBe(
      overview.ledgers.reduce((sum, ledger) => sum + ledger.balance.cents, 0),
    );
    expect(overview.lifetimeSavings.cents).toBe(1200 + (trip.charge?.savings.cents ?? 0));
    const trips = await getTrips(api);
    expect(trips.items.map((item) => item.id)).toEqual([trip.id]);
    expect(trips.weeks).toEqual([expect.objectContaining({ beginIndex: 0, endIndex: 1 })]);
  });
});
