// Seeded history: weeks of rides, fundings, credits and orders, made with the same domain functions the API uses
// (finishTrip, fundCash, placeOrder), so every seeded balance is the sum of its lines.
import { fundCash } from "../domain/funding.ts";
import { book, cashLedgerOf } from "../domain/ledger.ts";
import { placeOrder } from "../domain/place-order.ts";
import { priceLines } from "../domain/pricing.ts";
import { finishTrip, startTrip } from "../domain/trips.ts";
import type { OfferingRecord, VendorServiceRecord } from "../state/catalog-records.ts";
import type { Db } from "../state/db.ts";
import type { InstrumentRecord, MemberRecord } from "../state/records.ts";
import { toTime } from "../state/clock.ts";
import { PLACES } from "./places.ts";
import type { Random } from "./random.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Starts a ride at a random place; ends it `minutes` later at another, unless `ongoing`. */
export function seedTrip(
  db: Db,
  random: Random,
  member: MemberRecord,
  service: VendorServiceRecord,
  beganMs: number,
  minutes: number | "ongoing",
) {
  const from = random.pick(PLACES);
  const to = random.pick(PLACES);
  const trip = startTrip(db, {
    memberId: member.id,
    vehicleId:
      minutes === "ongoing"
        ? "LIME-7XQ2K"
        : `${service.slug === "biketown" ? "BT" : "LIME"}-H${random.int(1000, 9999)}`,
    serviceId: service.id,
    lat: from.lat,
    lng: from.lng,
    beganAt: toTime(beganMs),
  });
  if (minutes !== "ongoing")
    finishTrip(db, trip, { atMs: beganMs + minutes * MINUTE - 20_000, lat: to.lat, lng: to.lng });
  return trip;
}

/** Credits a subsidy or cash ledger from the programme. */
export function seedCredit(
  db: Db,
  ledgerId: number,
  cents: number,
  atMs: number,
  memo: { en: string; es: string },
) {
  book(db, {
    at: toTime(atMs),
    memo,
    amountCents: cents,
    from: null,
    to: ledgerId,
    usage: { code: "credit", args: { memo: memo.en } },
  });
}

/** Places an order of `lines` as if the member had checked out at `atMs`. */
export function seedOrder(
  db: Db,
  member: MemberRecord,
  offering: OfferingRecord,
  lines: { productId: number; quantity: number }[],
  instrument: InstrumentRecord | null,
  atMs: number,
) {
  const checkout = db.t.checkouts.insert({
    memberId: member.id,
    offeringId: offering.id,
    createdAt: toTime(atMs - 5 * MINUTE),
    items: lines,
    fulfillmentOptionId: offering.fulfillmentOptionIds[0] ?? null,
    instrumentId: instrument?.id ?? null,
    completedAt: null,
    discardedAt: null,
    orderId: null,
  });
  const pricing = priceLines(db, member.id, offering, lines);
  return placeOrder(db, {
    checkout,
    offering,
    pricing,
    instrument: pricing.chargeableCents > 0 ? instrument : null,
    atMs,
  });
}

/** Weeks of everyday use for a member: a weekly top-up and a few rides a week. */
export function seedRoutine(
  db: Db,
  random: Random,
  member: MemberRecord,
  options: {
    weeks: number;
    ridesPerWeek: number;
    topUp: number;
    instruments: InstrumentRecord[];
    services: VendorServiceRecord[];
    nowMs: number;
  },
) {
  const { weeks, ridesPerWeek, topUp, instruments, services, nowMs } = options;
  for (let week = weeks; week >= 1; week -= 1) {
    const weekStart = nowMs - week * 7 * DAY;
    const instrument = instruments[week % instruments.length];
    if (instrument && topUp > 0) fundCash(db, instrument, topUp, weekStart + 9 * 3_600_000);
    for (let ride = 0; ride < ridesPerWeek; ride += 1) {
      const began =
        weekStart + DAY + ride * Math.floor((5 * DAY) / ridesPerWeek) + random.int(7, 20) * 3_600_000;
      seedTrip(db, random, member, random.pick(services), began, random.int(4, 26));
    }
  }
  const cash = cashLedgerOf(db, member.id);
  if (cash && weeks >= 4) {
    seedCredit(db, cash.id, 1000, nowMs - 20 * DAY, {
      en: "Farmers Market Match credit",
      es: "Crédito de Farmers Market Match",
    });
  }
}
