// Why a ride is unavailable, before any vehicle call: each
// map provider carries its own `usage_prohibited_reason`, so a free provider stays open to a member without a
// payment method while a priced one beside it says why; vehicle details carry the discounted rate's name and the
// subsidy match. None of this is HEAD only: both versions answer alike.
import { beginTrip, getMobilityMap, getVehicle } from "@tandem/api-client";
import type { MobilityMap } from "@tandem/api-client/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_VERSIONS } from "../src/sandbox.ts";
import { RIDE_AVAILABILITY_SPOT } from "../src/seed/ride-availability.ts";
import { PHONES, startHarness, type Harness } from "./harness.ts";

const { lat, lng } = RIDE_AVAILABILITY_SPOT;
const bounds: { sw: [number, number]; ne: [number, number] } = {
  sw: [lat - 0.002, lng - 0.002],
  ne: [lat + 0.002, lng + 0.002],
};

/** The provider named `name` on the map and one of its vehicles, by type. */
function find(map: MobilityMap, name: string) {
  const index = map.providers.findIndex((provider) => provider.name === name);
  const [type, vehicles] = (["ebike", "escooter"] as const)
    .map((kind) => [kind, map[kind].filter((vehicle) => vehicle.p === index)] as const)
    .find(([, list]) => list.length > 0) ?? ["ebike", []];
  return { provider: map.providers[index], type, vehicle: vehicles[0] };
}

describe.each(API_VERSIONS)("ride availability (%s)", (apiVersion) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ apiVersion, rateLimits: false });
  });
  afterAll(() => h.close());

  it("a priced provider is prohibited for a member without a payment method, the free one beside it is not", async () => {
    const map = await getMobilityMap(await h.as(PHONES.nia), bounds);
    expect(map.providers.map((provider) => [provider.name, provider.usageProhibitedReason])).toEqual([
      ["Lime E-Scooter", "usage_prohibited_instrument_required"],
      ["BIKETOWN E-Bike", "usage_prohibited_instrument_required"],
      ["Gateway Community E-Bike", null],
    ]);
    expect(find(map, "Gateway Community E-Bike").provider?.rate).toMatchObject({
      surcharge: { cents: 0 },
      unitAmount: { cents: 0 },
    });
  });

  it("a priced provider's ride is still refused without a payment method", async () => {
    const api = await h.as(PHONES.nia);
    await expect(beginTrip(api, { providerId: 12, vehicleId: "LIME-6G4TR" })).rejects.toMatchObject({
      status: 409,
      code: "usage_prohibited_instrument_required",
    });
  });

  it("the free provider's vehicle is open and its ride begins without a payment method", async () => {
    const api = await h.as(PHONES.nia);
    const { provider, type, vehicle } = find(await getMobilityMap(api, bounds), "Gateway Community E-Bike");
    const detail = await getVehicle(api, { loc: vehicle?.c ?? [0, 0], providerId: provider?.id ?? 0, type });
    expect(detail).toMatchObject({ vehicleId: "GW-1001", usageProhibitedReason: null });
    await expect(
      beginTrip(api, { providerId: provider?.id ?? 0, vehicleId: "GW-1001" }),
    ).resolves.toMatchObject({
      ongoing: true,
    });
  });

  it("a member with a card sees BIKETOWN's named discount, its match and the vendor's app", async () => {
    const api = await h.as(PHONES.omar);
    const map = await getMobilityMap(api, bounds);
    expect(map.providers.every((provider) => provider.usageProhibitedReason === null)).toBe(true);
    const { provider, type, vehicle } = find(map, "BIKETOWN E-Bike");
    const detail = await getVehicle(api, { loc: vehicle?.c ?? [0, 0], providerId: provider?.id ?? 0, type });
    expect(detail).toMatchObject({
      vehicleId: "BT-30621",
      rate: { name: "BIKETOWN for All", undiscountedRate: { unitAmount: { cents: 30 } } },
      subsidyMatchPercentage: 50,
      deeplink: expect.any(String),
      gotoPrivateAccount: false,
      usageProhibitedReason: null,
    });
  });

  it("a negative balance prohibits even the free provider", async () => {
    const map = await getMobilityMap(await h.as(PHONES.casey), bounds);
    expect(new Set(map.providers.map((provider) => provider.usageProhibitedReason))).toEqual(
      new Set(["usage_prohibited_cash_balance"]),
    );
  });
});
