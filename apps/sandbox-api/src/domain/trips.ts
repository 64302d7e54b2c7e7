// Trips charge by the minute from the service's rate (contract §2.6 MobilityCharge), as one line on the cash
// ledger whose usage carries what the member saved against the undiscounted rate.
import type { Db } from "../state/db.ts";
import type { TripRecord, VendorServiceRecord } from "../state/catalog-records.ts";
import { ms, toTime } from "../state/clock.ts";
import { book, cashLedgerOf } from "./ledger.ts";

/** Rounded-up minutes of a ride (0 for a zero-length one). */
export function rideMinutes(beganAt: string, endedAtMs: number): number {
  return Math.max(0, Math.ceil((endedAtMs - ms(beganAt)) / 60_000));
}

/** Unlock surcharge plus price per minute, at the programme rate and at the vendor's own rate. */
export function tripCost(
  service: VendorServiceRecord,
  minutes: number,
): { customer: number; undiscounted: number } {
  return {
    customer: service.surchargeCents + service.unitCents * minutes,
    undiscounted: service.undiscountedSurchargeCents + service.undiscountedUnitCents * minutes,
  };
}

/** Records a ride that has just begun: no end, no charge, until {@link finishTrip}. */
export function startTrip(
  db: Db,
  start: {
    memberId: number;
    vehicleId: string;
    serviceId: number;
    lat: number;
    lng: number;
    beganAt: string;
  },
): TripRecord {
  return db.t.trips.insert({
    memberId: start.memberId,
    vehicleId: start.vehicleId,
    serviceId: start.serviceId,
    beginLat: start.lat,
    beginLng: start.lng,
    beganAt: start.beganAt,
    endLat: null,
    endLng: null,
    endedAt: null,
    minutes: null,
    customerCostCents: null,
    undiscountedCostCents: null,
    bookTransactionId: null,
    imageId: null,
  });
}

/** Ends the trip where it is and books its cost against the member's cash ledger. */
export function finishTrip(
  db: Db,
  trip: TripRecord,
  end: { atMs: number; lat: number; lng: number },
): TripRecord {
  const service = db.t.services.get(trip.serviceId);
  const cash = cashLedgerOf(db, trip.memberId);
  if (!service || !cash) throw new Error(`Trip ${trip.id} cannot be charged`);
  const minutes = rideMinutes(trip.beganAt, end.atMs);
  const cost = tripCost(service, minutes);
  Object.assign(trip, {
    endLat: end.lat,
    endLng: end.lng,
    endedAt: toTime(end.atMs),
    minutes,
    customerCostCents: cost.customer,
    undiscountedCostCents: cost.undiscounted,
  });
  if (cost.customer > 0) {
    const line = book(db, {
      at: toTime(end.atMs),
      memo: {
        en: `${service.name} - trp_${trip.id.toString(36)}`,
        es: `${service.name} - trp_${trip.id.toString(36)}`,
      },
      amountCents: cost.customer,
      from: cash.id,
      to: null,
      usage: {
        code: "mobility_trip",
        args: {
          discountAmount: { currency: "USD", cents: cost.undiscounted - cost.customer },
          serviceName: service.name,
        },
      },
    });
    trip.bookTransactionId = line.id;
  }
  const vehicle = db.t.vehicles.find((row) => row.vehicleId === trip.vehicleId);
  if (vehicle) Object.assign(vehicle, { lat: end.lat, lng: end.lng });
  return trip;
}
