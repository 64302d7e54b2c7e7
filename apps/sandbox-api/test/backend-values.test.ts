// Values the real backend gives: instrument order, funding status, markdown markers, the alert of the
// targeted API version, the spreading of vehicles at one spot, an unknown bank and a failed range check.
import { createBankAccount, getDashboard, getMe, getMobilityMap, getOffering } from "@tandem/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONES, startHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rateLimits: false });
});
afterAll(() => h.close());

describe("payment instruments and funding", () => {
  it("orders the member's payment instruments by creation time, newest first", async () => {
    const { paymentInstruments } = await getMe(await h.as(PHONES.maria));
    // The expired MasterCard was added long before the Visa, though its id is higher.
    expect(paymentInstruments.map((instrument) => instrument.name)).toEqual([
      "Household Checking",
      "Visa x-4242",
      "MasterCard x-5454",
    ]);
  });

  it("starts a card funding transaction as collecting", async () => {
    const api = await h.as(PHONES.jordan);
    const card = (await getMe(api)).paymentInstruments[0]?.id;
    const funding = await api.post("payments/create_funding", {
      amount: { cents: 2000 },
      paymentInstrumentId: card,
      paymentMethodType: "card",
    });
    expect(funding).toMatchObject({ status: "collecting", memo: "Add funds" });
  });

  it("answers a bank it does not know in black, without a logo", async () => {
    const bank = await createBankAccount(await h.as(PHONES.robin), {
      name: "Credit union",
      routingNumber: "011000015",
      accountNumber: "55501234",
      accountType: "checking",
    });
    expect(bank.institution).toEqual({ name: "Unknown", color: "#000000", logoSrc: "" });
  });
});

describe("texts and alerts", () => {
  it("marks a text with a character HTML escapes as inline markdown: Lime & BIKETOWN Rides", async () => {
    const names = async (language: string) =>
      (await getDashboard(await h.as(PHONES.maria, language))).programs.map((program) => program.name);
    expect(await names("en")).toContain("\u200cLime & BIKETOWN Rides");
    expect(await names("es")).toContain("Viajes en Lime y BIKETOWN");
    const tokens = await getOffering(await h.as(PHONES.maria), 2);
    expect(tokens.items.map((item) => item.name)).toContain("\u200c$2 Kids' Fruit Token");
  });

  it("raises the negative-balance alert with the targeted version's key and no params", async () => {
    expect((await getDashboard(await h.as(PHONES.casey))).alerts).toEqual([
      { localizationKey: "dashboard.negative_cash_balance", localizationParams: null, variant: "danger" },
    ]);
  });
});

describe("map and parameters", () => {
  it("spreads vehicles sharing a spot round a circle starting half a step past up, as the backend does", async () => {
    const map = await getMobilityMap(await h.as(PHONES.maria), {
      sw: [45.52, -122.671],
      ne: [45.521, -122.67],
    });
    const offsets = [...map.ebike, ...map.escooter].flatMap((vehicle) => (vehicle.o ? [vehicle.o] : []));
    // Three bikes at the dock: a third of a turn apart, at 60°, 180° and 300°, 160 units out.
    expect(offsets).toEqual([
      [80, 139],
      [-160, 0],
      [80, -139],
    ]);
  });

  it("says a number outside its range does not have a valid value, as a validation_error", async () => {
    const response = await fetch(`${h.origin}/api/v1/images/missing?q=101&w=5000`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: "validation_error",
        errors: ["w does not have a valid value", "q does not have a valid value"],
      },
    });
  });
});
