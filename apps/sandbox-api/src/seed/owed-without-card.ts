// Members who owe with no usable card (555-054x), the dead ends of paying what is owed: one whose only card has
// expired (the usual reason a balance goes unpaid), in English and in Spanish, and one with no card at all whose
// private account (Lyft) needs none, so the backend says no balance payoff is needed there while linking is still
// refused for the balance (`usage_prohibited_cash_balance`). Seeded last, so earlier ids stay as they were.
import { fundCash } from "../domain/funding.ts";
import { createCashLedger } from "../domain/ledger.ts";
import type { Db } from "../state/db.ts";
import { toTime } from "../state/clock.ts";
import type { VendorServiceRecord } from "../state/mobility-records.ts";
import type { MemberRecord } from "../state/records.ts";
import { seedTrip } from "./history.ts";
import { address, seedMember } from "./members.ts";
import { vendorAccount } from "./private-setup.ts";
import { Random } from "./random.ts";

const DAY = 86_400_000;

/**
 * Where Lena's and Sofía's journey rides (apps/member-web/e2e/current/pay-with-expired-card.spec.ts): a Lime e-bike
 * that stays put in Arbor Lodge, away from every other journey's spot and the seeded places, so no other journey
 * reserves it while theirs wants to see Reserve.
 */
export const PAY_WITH_EXPIRED_CARD_SPOT = { lat: 45.575, lng: -122.701 } as const;

function owing(db: Db, nowMs: number, seed: Pick<MemberRecord, "phone" | "name" | "language" | "demoNote">) {
  const member = seedMember(db, nowMs, {
    ...seed,
    address: address("2630 NE Alberta St", "97211"),
    daysAgo: 200,
  });
  createCashLedger(db, member.id);
  return member;
}

/** A Visa whose month ended two months before `nowMs`, topped up from while it was valid. */
function expiredCard(db: Db, nowMs: number, member: MemberRecord, last4: string) {
  const now = new Date(nowMs);
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  const card = db.t.instruments.insert({
    memberId: member.id,
    type: "card",
    createdAt: toTime(nowMs - 190 * DAY),
    deletedAt: null,
    nickname: "",
    last4,
    brand: "Visa",
    expMonth: lastMonth.getUTCMonth() + 1,
    expYear: lastMonth.getUTCFullYear(),
    fingerprint: `fp_seed_expired_${String(member.id)}_${last4}`,
    routingNumber: null,
    accountType: null,
    verifiedAt: null,
    behaviour: null,
  });
  fundCash(db, card, 500, nowMs - 120 * DAY);
  return card;
}

/** Seeds Lena and Sofía (only card expired, owe) and Ravi (owes, no card, Lyft needs none). */
export function seedOwedWithoutCard(db: Db, nowMs: number, ride: VendorServiceRecord) {
  const random = new Random(5_0540);
  const expiredNote =
    "Owes after a ride and the only card on file has expired: Pay is not offered; adding a card pays the balance.";
  const lena = owing(db, nowMs, {
    phone: "15035550541",
    name: "Lena Weiss",
    language: "en",
    demoNote: expiredNote,
  });
  const sofia = owing(db, nowMs, {
    phone: "15035550542",
    name: "Sofía Márquez",
    language: "es",
    demoNote: expiredNote,
  });
  db.t.vehicles.insert({
    vehicleId: "LIME-ARB41",
    serviceId: ride.id,
    ...PAY_WITH_EXPIRED_CARD_SPOT,
    drifts: false,
    battery: 92,
  });
  for (const [member, last4] of [
    [lena, "4242"],
    [sofia, "1117"],
  ] as const) {
    expiredCard(db, nowMs, member, last4);
    seedTrip(db, random, member, ride, nowMs - 3 * DAY, 58);
  }
  const ravi = owing(db, nowMs, {
    phone: "15035550543",
    name: "Ravi Shah",
    language: "en",
    demoNote:
      "Owes after a ride, no payment method; his Lyft account needs none, so no payoff is asked there, but linking is refused until a card pays the balance.",
  });
  seedTrip(db, random, ravi, ride, nowMs - 2 * DAY, 30);
  vendorAccount(db, ravi.id, {
    vendorName: "Lyft",
    vendorSlug: "lyft",
    imageId: "im_lyftvendor8s2t4",
    needsPolling: false,
    description: { en: "Use BIKETOWN through your Lyft Pass.", es: "Usa BIKETOWN con tu pase de Lyft." },
    terms: { en: "", es: "" },
    requiresPaymentMethod: false,
  });
  return { lena, sofia, ravi };
}
