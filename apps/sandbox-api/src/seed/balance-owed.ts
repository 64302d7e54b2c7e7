// Seeded members who owe money, for paying a negative balance: rides left their cash balance negative, so
// riding is prohibited (`usage_prohibited_cash_balance`) until they pay. Phones are 555-02xx numbers.
import { fundCash } from "../domain/funding.ts";
import { createCashLedger } from "../domain/ledger.ts";
import type { VendorServiceRecord } from "../state/catalog-records.ts";
import type { Db } from "../state/db.ts";
import { toTime } from "../state/clock.ts";
import type { MemberRecord } from "../state/records.ts";
import { seedTrip } from "./history.ts";
import { Random } from "./random.ts";

const DAY = 86_400_000;

function owingMember(db: Db, nowMs: number, fields: Pick<MemberRecord, "phone" | "name" | "demoNote">) {
  const created = toTime(nowMs - 60 * DAY);
  const member = db.t.members.insert({
    createdAt: created,
    email: null,
    address: {
      address1: "3808 SE Belmont St",
      address2: "",
      city: "Portland",
      stateOrProvince: "Oregon",
      postalCode: "97214",
    },
    language: "en",
    timezone: "America/Los_Angeles",
    termsAgreedAt: created,
    verified: true,
    roleAccess: {},
    memberships: [],
    subscriptions: { account_updates: true, marketing: false },
    finishedSurveyTopics: [],
    preferencesToken: `prefs_owes_${fields.phone}`,
    impersonates: null,
    ...fields,
  });
  createCashLedger(db, member.id);
  return member;
}

function seedCard(db: Db, nowMs: number, memberId: number, last4: string, deletedAt: string | null) {
  return db.t.instruments.insert({
    memberId,
    type: "card",
    createdAt: toTime(nowMs - 50 * DAY),
    deletedAt,
    nickname: "",
    last4,
    brand: "Visa",
    expMonth: 8,
    expYear: new Date(nowMs).getUTCFullYear() + 3,
    fingerprint: `fp_seed_${memberId}_${last4}`,
    routingNumber: null,
    accountType: null,
    verifiedAt: null,
    behaviour: null,
  });
}

/**
 * Seeds Theo (owes, with a card that pays) and Iris (owes, no payment method: adding a card pays). Each topped up
 * a few dollars and then rode for more than that; the debt is left standing, as the backend leaves it until charged.
 */
export function seedOwingMembers(db: Db, nowMs: number, service: VendorServiceRecord) {
  // A generator of its own, so these rides do not change anyone else's seeded history.
  const random = new Random(20_261_126);
  const theo = owingMember(db, nowMs, {
    phone: "15035550201",
    name: "Theo Park",
    demoNote:
      "Owes money after rides (rides prohibited: usage_prohibited_cash_balance); the card on file pays the balance.",
  });
  const iris = owingMember(db, nowMs, {
    phone: "15035550202",
    name: "Iris Novak",
    demoNote: "Owes money after a ride and has no payment method: adding a card pays the balance.",
  });
  const theoCard = seedCard(db, nowMs, theo.id, "4242", null);
  fundCash(db, theoCard, 500, nowMs - 9 * DAY);
  seedTrip(db, random, theo, service, nowMs - 5 * DAY, 41);
  seedTrip(db, random, theo, service, nowMs - 3 * DAY, 44);
  // Iris's top-up came from a card she has since removed.
  const irisOldCard = seedCard(db, nowMs, iris.id, "1881", toTime(nowMs - 2 * DAY));
  fundCash(db, irisOldCard, 200, nowMs - 8 * DAY);
  seedTrip(db, random, iris, service, nowMs - 4 * DAY, 62);
  return { theo, iris };
}
