// Seeded payment instruments: every status (ok, unverified, expired) and both kinds.
import type { Db } from "../state/db.ts";
import type { InstrumentRecord } from "../state/records.ts";
import { toTime } from "../state/clock.ts";
import type { SeededMembers } from "./members.ts";

const DAY = 86_400_000;

type Fields = Pick<InstrumentRecord, "memberId" | "last4"> & Partial<InstrumentRecord>;

/** Inserts one seeded card, created 100 days ago, unless `fields` say otherwise. */
export function card(
  db: Db,
  nowMs: number,
  fields: Fields & { brand: string; expMonth: number; expYear: number },
) {
  return db.t.instruments.insert({
    type: "card",
    createdAt: toTime(nowMs - 100 * DAY),
    deletedAt: null,
    nickname: "",
    fingerprint: `fp_seed_${fields.memberId}_${fields.last4}`,
    routingNumber: null,
    accountType: null,
    verifiedAt: null,
    behaviour: null,
    ...fields,
  });
}

function bank(
  db: Db,
  nowMs: number,
  fields: Fields & { nickname: string; routingNumber: string; verified: boolean },
) {
  const { verified, ...rest } = fields;
  return db.t.instruments.insert({
    type: "bank_account",
    createdAt: toTime(nowMs - 200 * DAY),
    deletedAt: null,
    brand: null,
    expMonth: null,
    expYear: null,
    fingerprint: `ba_${fields.routingNumber}_seed${fields.memberId}${fields.last4}`,
    accountType: "checking",
    verifiedAt: verified ? toTime(nowMs - 199 * DAY) : null,
    behaviour: null,
    ...rest,
  });
}

/** Seeds cards and bank accounts; returns the ones the history charges. */
export function seedInstruments(db: Db, nowMs: number, m: SeededMembers) {
  const now = new Date(nowMs);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const mariaBank = bank(db, nowMs, {
    memberId: m.maria.id,
    last4: "6789",
    nickname: "Household Checking",
    routingNumber: "123205054",
    verified: true,
  });
  const mariaCard = card(db, nowMs, {
    memberId: m.maria.id,
    last4: "4242",
    brand: "Visa",
    expMonth: 9,
    expYear: year + 2,
  });
  card(db, nowMs, {
    memberId: m.maria.id,
    last4: "5454",
    brand: "MasterCard",
    expMonth: 3,
    expYear: year - 1,
    createdAt: toTime(nowMs - 700 * DAY),
  });
  const jordanCard = card(db, nowMs, {
    memberId: m.jordan.id,
    last4: "4444",
    brand: "MasterCard",
    expMonth: 2,
    expYear: year + 3,
  });
  // Expires at the end of next month: "expiring soon" on the dashboard, and still valid when a run that started on
  // the last day of a month goes on into the next.
  const umaCard = card(db, nowMs, {
    memberId: m.uma.id,
    last4: "1881",
    brand: "Visa",
    expMonth: (month % 12) + 1,
    expYear: month === 12 ? year + 1 : year,
  });
  const alexCard = card(db, nowMs, {
    memberId: m.alex.id,
    last4: "0005",
    brand: "American Express",
    expMonth: 11,
    expYear: year + 1,
  });
  const caseyCard = card(db, nowMs, {
    memberId: m.casey.id,
    last4: "0341",
    brand: "Visa",
    expMonth: 6,
    expYear: year + 2,
    behaviour: "charge_fails",
  });
  const luciaBank = bank(db, nowMs, {
    memberId: m.lucia.id,
    last4: "0420",
    nickname: "Ahorros",
    routingNumber: "323075880",
    verified: true,
  });
  card(db, nowMs, {
    memberId: m.lucia.id,
    last4: "1117",
    brand: "Discover",
    expMonth: 12,
    expYear: year + 4,
  });
  bank(db, nowMs, {
    memberId: m.lucia.id,
    last4: "3311",
    nickname: "Cuenta nueva",
    routingNumber: "121000248",
    verified: false,
    createdAt: toTime(nowMs - DAY),
  });
  return { mariaBank, mariaCard, jordanCard, umaCard, alexCard, caseyCard, luciaBank };
}
