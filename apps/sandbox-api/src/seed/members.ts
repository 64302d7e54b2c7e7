// Seeded members: one per situation a demo or a journey needs. Phones are 555-01xx numbers, which are
// reserved for fiction.
import { randomUUID } from "node:crypto";
import { createCashLedger } from "../domain/ledger.ts";
import { seededMembership } from "../domain/memberships.ts";
import type { Db } from "../state/db.ts";
import type { AddressRecord, MemberRecord } from "../state/records.ts";
import { toTime } from "../state/clock.ts";

const DAY = 86_400_000;

const ALL_ROLES = [
  "upload_files",
  "impersonate",
  "admin_access",
  "admin_members",
  "admin_commerce",
  "admin_payments",
  "admin_sensitive_messages",
  "admin_management",
  "marketing_sms",
  "localization",
];

/** A Portland address. */
export function address(address1: string, postalCode: string): AddressRecord {
  return { address1, address2: "", city: "Portland", stateOrProvince: "Oregon", postalCode };
}

/** A seeded member's fields: phone, name and demo note, anything else that differs, and how long ago they joined. */
export type MemberSeed = Pick<MemberRecord, "phone" | "name" | "demoNote"> &
  Partial<MemberRecord> & { daysAgo: number };

/** Inserts one seeded member with the defaults of a verified, subscribed member (no cash ledger yet). */
export function member(db: Db, nowMs: number, seed: MemberSeed): MemberRecord {
  const { daysAgo, ...fields } = seed;
  return db.t.members.insert({
    createdAt: toTime(nowMs - daysAgo * DAY),
    email: null,
    address: null,
    language: "en",
    timezone: "America/Los_Angeles",
    termsAgreedAt: toTime(nowMs - daysAgo * DAY),
    verified: true,
    roleAccess: {},
    memberships: [],
    subscriptions: { account_updates: true, marketing: false },
    finishedSurveyTopics: [],
    preferencesToken: `prefs_${randomUUID().replace(/-/g, "")}`,
    impersonates: null,
    ...fields,
  });
}

/** Seeds the demo members and their cash and subsidy ledgers; returns them by role. */
export function seedMembers(db: Db, nowMs: number) {
  const m = (seed: MemberSeed) => member(db, nowMs, seed);
  const members = {
    maria: m({
      phone: "15035550142",
      name: "Maria Hernandez",
      address: address("1500 SE Hawthorne Blvd", "97214"),
      daysAgo: 420,
      finishedSurveyTopics: ["utilities_waitlist"],
      demoNote:
        "Everyday member: card and bank account, weeks of trips, orders, a food subsidy, ledgers with several pages.",
    }),
    sam: m({
      phone: "15035550150",
      name: "",
      daysAgo: 1,
      termsAgreedAt: null,
      demoNote: "Verified but not onboarded yet: signing in leads to onboarding. No payment methods.",
    }),
    tran: m({
      phone: "19715550177",
      name: "Tran Nguyen",
      address: address("9010 SE Foster Rd", "97266"),
      daysAgo: 3,
      verified: false,
      subscriptions: { account_updates: true, marketing: true },
      demoNote: "Onboarded but not verified yet: read-only (read_only_unverified), cannot check out or ride.",
    }),
    dana: m({
      phone: "19715550108",
      name: "Dana Okafor",
      email: "dana@tandem.example",
      address: address("421 SW Oak St", "97204"),
      daysAgo: 900,
      roleAccess: Object.fromEntries(ALL_ROLES.map((role) => [role, ["read", "write"]])),
      demoNote: "Programme admin: signing in impersonates Maria Hernandez (admin_member is set).",
    }),
    jordan: m({
      phone: "15035550163",
      name: "Jordan Lee",
      address: address("1000 NE Multnomah St", "97232"),
      daysAgo: 200,
      demoNote: "Has a trip in progress on a Lime e-scooter.",
    }),
    uma: m({
      phone: "15035550171",
      name: "Uma Patel",
      address: address("2033 SE Division St", "97202"),
      daysAgo: 150,
      finishedSurveyTopics: ["food_waitlist"],
      demoNote: "Two unclaimed orders ready for pickup; a card that expires next month.",
    }),
    alex: m({
      phone: "15035550184",
      name: "Alex Rivera",
      address: address("4120 N Mississippi Ave", "97217"),
      daysAgo: 300,
      demoNote:
        "Private accounts: Lime needs linking (magic link arrives a few seconds after asking), Lyft is linked.",
    }),
    casey: m({
      phone: "15035550129",
      name: "Casey Brooks",
      address: address("5036 NE Alberta St", "97211"),
      daysAgo: 250,
      demoNote:
        "Negative cash balance; the card on file declines charges, so rides are prohibited until funds are added.",
    }),
    robin: m({
      phone: "15035550136",
      name: "Robin Chen",
      address: address("7315 N Lombard St", "97203"),
      daysAgo: 40,
      demoNote: "No payment methods: rides need one (usage_prohibited_instrument_required).",
    }),
    pat: m({
      phone: "15035550195",
      name: "Pat Morgan",
      address: address("6600 SE 17th Ave", "97202"),
      daysAgo: 90,
      demoNote: "Account with a technical problem (no cash ledger): read_only_technical_error.",
    }),
    lucia: m({
      phone: "15035550158",
      name: "Lucía Gómez",
      address: address("6433 SW 4th Ave", "97239"),
      daysAgo: 120,
      language: "es",
      memberships: [seededMembership("Home Forward", "verified", nowMs - 110 * DAY)],
      demoNote:
        "Speaks Spanish; a verified Home Forward resident, so the pantry box offering is open to her.",
    }),
  };
  members.dana.impersonates = members.maria.id;
  for (const seeded of Object.values(members)) {
    if (seeded.verified && seeded !== members.pat) createCashLedger(db, seeded.id);
  }
  for (const seeded of [members.maria, members.uma, members.lucia]) {
    db.t.ledgers.insert({
      memberId: seeded.id,
      name: "Holiday Food",
      contributionText: { en: "Holiday Food Subsidy", es: "Subsidio de comida navideña" },
      isCash: false,
      category: "holiday_food",
    });
  }
  return members;
}

/** The seeded members by role. */
export type SeededMembers = ReturnType<typeof seedMembers>;

/** Seeds one more member (verified and onboarded unless told otherwise), for features seeded in their own file. */
export const seedMember = member;
