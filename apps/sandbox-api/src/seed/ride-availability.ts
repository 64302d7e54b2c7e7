// Why a ride is unavailable: a free community e-bike share beside priced Lime and BIKETOWN
// vehicles, far east of the spots other journeys look at (NE 122nd Ave & NE Halsey St), and two members who see
// them differently: Nia has no payment method, so the priced providers say why she cannot ride before any vehicle
// call while the free one stays open; Omar has a card, so BIKETOWN shows its named discount, its 50% match and
// the vendor's app.
import { createCashLedger } from "../domain/ledger.ts";
import type { Db } from "../state/db.ts";
import type { VendorServiceRecord } from "../state/catalog-records.ts";
import { card } from "./instruments.ts";
import { address, member } from "./members.ts";

/** The spot of the seeded vehicles: outside the bounds and places the other seeds and journeys use. */
export const RIDE_AVAILABILITY_SPOT = { lat: 45.5436, lng: -122.5386 } as const;

function freeService(db: Db): VendorServiceRecord {
  return db.t.services.insert({
    name: "Gateway Community E-Bike",
    slug: "gateway",
    vendorName: "Gateway Bike Share",
    vendorSlug: "gateway",
    vehicleType: "ebike",
    pricingId: 16,
    rateId: 26,
    rateName: "Gateway Free Ride",
    surchargeCents: 0,
    unitCents: 0,
    undiscountedRateId: 27,
    undiscountedSurchargeCents: 100,
    undiscountedUnitCents: 20,
    subsidyMatchPercentage: 0,
    deeplink: null,
    requiresPrivateAccount: false,
  });
}

/** Seeds the free provider, the still vehicles at {@link RIDE_AVAILABILITY_SPOT} and Nia and Omar. */
export function seedRideAvailability(db: Db, nowMs: number, priced: { scooter: number; biketown: number }) {
  const free = freeService(db);
  const { lat, lng } = RIDE_AVAILABILITY_SPOT;
  // A few metres apart, so each is its own marker at the map's vehicle zoom; none drifts.
  const still = [
    { vehicleId: "GW-1001", serviceId: free.id, lat, lng },
    { vehicleId: "LIME-6G4TR", serviceId: priced.scooter, lat: lat + 0.0004, lng },
    { vehicleId: "BT-30621", serviceId: priced.biketown, lat, lng: lng + 0.0006 },
  ];
  for (const vehicle of still) db.t.vehicles.insert({ ...vehicle, drifts: false, battery: 88 });
  const nia = member(db, nowMs, {
    phone: "15035550601",
    name: "Nia Okafor",
    address: address("12200 NE Halsey St", "97220"),
    daysAgo: 30,
    demoNote:
      "No payment method: the priced Lime and BIKETOWN vehicles at NE 122nd & Halsey say why before any vehicle call; the free Gateway e-bike beside them can be ridden.",
  });
  const omar = member(db, nowMs, {
    phone: "15035550602",
    name: "Omar Reyes",
    address: address("12150 NE Glisan St", "97220"),
    daysAgo: 60,
    demoNote:
      "Card on file: at NE 122nd & Halsey the BIKETOWN e-bike shows its named discount, the 50% match at the end and the Lyft app.",
  });
  for (const seeded of [nia, omar]) createCashLedger(db, seeded.id);
  card(db, nowMs, {
    memberId: omar.id,
    last4: "4242",
    brand: "Visa",
    expMonth: 8,
    expYear: new Date(nowMs).getUTCFullYear() + 3,
  });
  return { free, nia, omar };
}
