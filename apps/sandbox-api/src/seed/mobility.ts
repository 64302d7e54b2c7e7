// Mobility seed: e-bikes and e-scooters of two vendors (Lime, Lyft's BIKETOWN) spread over Portland,
// a few sharing a spot (to exercise `d` and `o`), and restriction areas of the three kinds.
import type { Db } from "../state/db.ts";
import type { RestrictionRecord } from "../state/catalog-records.ts";
import { PLACES } from "./places.ts";
import type { Random } from "./random.ts";

function services(db: Db) {
  const scooter = db.t.services.insert({
    name: "Lime E-Scooter",
    slug: "lime",
    vendorName: "Lime",
    vendorSlug: "lime",
    vehicleType: "escooter",
    pricingId: 12,
    rateId: 21,
    rateName: "Tandem Lime Rate",
    surchargeCents: 50,
    unitCents: 7,
    undiscountedRateId: 20,
    undiscountedSurchargeCents: 100,
    undiscountedUnitCents: 39,
    subsidyMatchPercentage: 0,
    deeplink: null,
    requiresPrivateAccount: false,
  });
  const limeBike = db.t.services.insert({
    name: "Lime E-Bike",
    slug: "lime",
    vendorName: "Lime",
    vendorSlug: "lime",
    vehicleType: "ebike",
    pricingId: 13,
    rateId: 22,
    rateName: "Tandem Lime Rate",
    surchargeCents: 50,
    unitCents: 10,
    undiscountedRateId: 24,
    undiscountedSurchargeCents: 100,
    undiscountedUnitCents: 49,
    subsidyMatchPercentage: 0,
    deeplink: null,
    requiresPrivateAccount: false,
  });
  const biketown = db.t.services.insert({
    name: "BIKETOWN E-Bike",
    slug: "biketown",
    vendorName: "Lyft",
    vendorSlug: "lyft",
    vehicleType: "ebike",
    pricingId: 15,
    rateId: 23,
    rateName: "BIKETOWN for All",
    surchargeCents: 0,
    unitCents: 5,
    undiscountedRateId: 25,
    undiscountedSurchargeCents: 100,
    undiscountedUnitCents: 30,
    subsidyMatchPercentage: 50,
    deeplink: "https://biketownpdx.example/app/unlock",
    requiresPrivateAccount: true,
  });
  return [scooter, limeBike, biketown];
}

function vehicleCode(slug: string, random: Random): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const tail = Array.from({ length: 5 }, () => random.pick([...alphabet])).join("");
  return slug === "biketown" ? `BT-${random.int(10000, 39999)}` : `LIME-${tail}`;
}

function vehicles(db: Db, random: Random, serviceIds: number[]) {
  // Spread around the known places: most within ~700 m of one, so they cluster the way real fleets do.
  for (let index = 0; index < 180; index += 1) {
    const place = random.pick(PLACES);
    const serviceId = random.pick(serviceIds);
    const service = db.t.services.get(serviceId);
    db.t.vehicles.insert({
      vehicleId: vehicleCode(service?.slug ?? "lime", random),
      serviceId,
      lat: place.lat + random.between(-0.006, 0.006),
      lng: place.lng + random.between(-0.008, 0.008),
      drifts: true,
      battery: random.int(35, 100),
    });
  }
  // A BIKETOWN dock on the waterfront: three bikes at one spot (disambiguator `d`), one Lime scooter beside them.
  const dock = { lat: 45.5205, lng: -122.6705 };
  const [scooter, , biketown] = serviceIds;
  for (const vehicleId of ["BT-20417", "BT-20988", "BT-21530"]) {
    db.t.vehicles.insert({ vehicleId, serviceId: biketown ?? 0, ...dock, drifts: false, battery: 90 });
  }
  db.t.vehicles.insert({
    vehicleId: "LIME-7XQ2K",
    serviceId: scooter ?? 0,
    ...dock,
    drifts: false,
    battery: 77,
  });
}

function box(south: number, west: number, north: number, east: number): [number, number][][][] {
  return [
    [
      [
        [north, west],
        [north, east],
        [south, east],
        [south, west],
        [north, west],
      ],
    ],
  ];
}

const AREAS: Omit<RestrictionRecord, "id">[] = [
  // Pioneer Courthouse Square: no parking on the square.
  { restriction: "do-not-park", multipolygon: box(45.5181, -122.6803, 45.5196, -122.6782) },
  // Tom McCall Waterfront Park path: walking only.
  { restriction: "do-not-ride", multipolygon: box(45.5129, -122.6712, 45.5221, -122.6698) },
  // Saturday Market under the Burnside Bridge: neither.
  { restriction: "do-not-park-or-ride", multipolygon: box(45.5218, -122.6712, 45.5236, -122.6691) },
  // Lents town centre plaza.
  { restriction: "do-not-park", multipolygon: box(45.4822, -122.5758, 45.4834, -122.5738) },
];

/** Seeds vendor services, vehicles and restriction areas; returns the services. */
export function seedMobility(db: Db, random: Random) {
  const seeded = services(db);
  vehicles(
    db,
    random,
    seeded.map((service) => service.id),
  );
  for (const area of AREAS) db.t.restrictions.insert(area);
  return seeded;
}
