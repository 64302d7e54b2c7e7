import { mobilityMapSchema, type MobilityMap } from "../schemas/mobility-map.ts";
import { mobilityTripSchema, type MobilityTrip } from "../schemas/mobility-trip.ts";
import { vehicleDetailSchema, type VehicleDetail } from "../schemas/vehicle-detail.ts";
import { buildMoney } from "./basic-factories.ts";
import { buildEntity } from "./build-entity.ts";

const lime = { id: 4, name: "Lime E-Scooter", slug: "lime", vendorName: "Lime", vendorSlug: "lime" };

/** An ongoing Lime scooter trip from SE Hawthorne; see {@link buildEndedTrip} for a finished one. */
export function buildOngoingTrip(overrides: Partial<MobilityTrip> = {}): MobilityTrip {
  return buildEntity(
    mobilityTripSchema,
    {
      id: 5588,
      vehicleId: "LIME-7XQ2K",
      vehicleType: "escooter",
      provider: lime,
      beginLat: "45.5122911",
      beginLng: "-122.6587344",
      beginAddress: null,
      beganAt: "2025-06-14T17:32:05.123+00:00",
      endLat: null,
      endLng: null,
      endAddress: null,
      endedAt: null,
      ongoing: true,
      charge: null,
      minutes: null,
      image: null,
    },
    overrides,
  );
}

/** A 14-minute trip that cost $1.48 instead of $6.12. */
export function buildEndedTrip(overrides: Partial<MobilityTrip> = {}): MobilityTrip {
  return buildOngoingTrip({
    beginAddress: { part1: "1500 SE Hawthorne Blvd", part2: "Portland, OR 97214" },
    endLat: "45.5230622",
    endLng: "-122.6764816",
    endAddress: { part1: "701 SW 6th Ave", part2: "Portland, OR 97204" },
    endedAt: "2025-06-14T17:45:38.902+00:00",
    ongoing: false,
    charge: {
      undiscountedCost: buildMoney(612),
      customerCost: buildMoney(148),
      savings: buildMoney(464),
      lineItems: [
        { amount: buildMoney(50), memo: "Unlock fee" },
        { amount: buildMoney(98), memo: "Ride (14 min @ $0.07/min)" },
      ],
    },
    minutes: 14,
    ...overrides,
  });
}

/** A map answer with one Lime provider and one scooter in downtown Portland. */
export function buildMobilityMap(overrides: Partial<MobilityMap> = {}): MobilityMap {
  return buildEntity(
    mobilityMapSchema,
    {
      precision: 10_000_000,
      refresh: 30_000,
      providers: [
        {
          ...lime,
          id: 12,
          rate: { id: 21, surcharge: buildMoney(50), unitAmount: buildMoney(7) },
          usageProhibitedReason: null,
        },
      ],
      escooter: [{ c: [455122911, -1226587344], p: 0 }],
      ebike: [],
    },
    overrides,
  );
}

/** The detail card data of the scooter of {@link buildMobilityMap}. */
export function buildVehicleDetail(overrides: Partial<VehicleDetail> = {}): VehicleDetail {
  return buildEntity(
    vehicleDetailSchema,
    {
      precision: 10_000_000,
      vendorService: lime,
      vehicleId: "LIME-7XQ2K",
      loc: [455122911, -1226587344],
      rate: {
        id: 21,
        surcharge: buildMoney(50),
        unitAmount: buildMoney(7),
        name: "Lime rate",
        undiscountedRate: null,
      },
      subsidyMatchPercentage: 0,
      deeplink: null,
      gotoPrivateAccount: false,
      usageProhibitedReason: null,
    },
    overrides,
  );
}
