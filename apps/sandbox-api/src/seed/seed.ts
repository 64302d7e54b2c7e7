// Builds the sandbox's whole starting state for Portland, relative to `nowMs`.
import { settleNegativeBalance } from "../domain/funding.ts";
import { Db, emptyTables, type DataFile, DATA_VERSION } from "../state/db.ts";
import { toTime } from "../state/clock.ts";
import { seedFood } from "./food.ts";
import { seedFoodAvailability } from "./food-availability.ts";
import { seedCredit, seedOrder, seedRoutine, seedTrip } from "./history.ts";
import { seedInstruments } from "./instruments.ts";
import { seedMembers } from "./members.ts";
import { seedOwingMembers } from "./balance-owed.ts";
import { seedOwedWithoutCard } from "./owed-without-card.ts";
import { seedMobility } from "./mobility.ts";
import { seedPartners } from "./partners.ts";
import { seedMemberships } from "./memberships.ts";
import { seedPrograms, seedVendorAccounts } from "./programs.ts";
import { seedPrivateAccountSetup } from "./private-setup.ts";
import { Random } from "./random.ts";
import { seedRideAvailability } from "./ride-availability.ts";

const DAY = 86_400_000;

/** The seeded state, as a data file. Same `nowMs`, same data (ids, places, vehicles). */
export function seedData(nowMs: number): DataFile {
  const db = new Db({ version: DATA_VERSION, seededAt: toTime(nowMs), tables: emptyTables() });
  const random = new Random(20_250_614);
  const food = seedFood(db, nowMs);
  const services = seedMobility(db, random);
  const [scooter, limeBike, biketown] = services;
  if (!scooter || !limeBike || !biketown) throw new Error("mobility seed incomplete");
  const m = seedMembers(db, nowMs);
  const i = seedInstruments(db, nowMs, m);
  seedPrograms(db, nowMs, food);
  seedVendorAccounts(db, m);
  const holidayFood = (memberId: number) =>
    db.t.ledgers.find((l) => l.memberId === memberId && l.category === "holiday_food");
  for (const [member, cents] of [
    [m.maria, 4000],
    [m.uma, 4000],
    [m.lucia, 6000],
  ] as const) {
    const ledger = holidayFood(member.id);
    if (ledger)
      seedCredit(db, ledger.id, cents, nowMs - 12 * DAY, {
        en: "Holiday food subsidy",
        es: "Subsidio de comida navideña",
      });
  }
  seedRoutine(db, random, m.maria, {
    weeks: 9,
    ridesPerWeek: 4,
    topUp: 2500,
    instruments: [i.mariaCard, i.mariaBank],
    services,
    nowMs,
  });
  seedRoutine(db, random, m.jordan, {
    weeks: 3,
    ridesPerWeek: 3,
    topUp: 1500,
    instruments: [i.jordanCard],
    services,
    nowMs,
  });
  seedRoutine(db, random, m.alex, {
    weeks: 2,
    ridesPerWeek: 2,
    topUp: 2000,
    instruments: [i.alexCard],
    services: [biketown, limeBike],
    nowMs,
  });
  seedRoutine(db, random, m.lucia, {
    weeks: 4,
    ridesPerWeek: 2,
    topUp: 2000,
    instruments: [i.luciaBank],
    services: [scooter],
    nowMs,
  });
  seedRoutine(db, random, m.casey, {
    weeks: 1,
    ridesPerWeek: 3,
    topUp: 500,
    instruments: [i.caseyCard],
    services: [limeBike],
    nowMs,
  });
  settleNegativeBalance(db, m.casey.id, nowMs); // fails on purpose: Casey's card declines charges
  seedTrip(db, random, m.jordan, scooter, nowMs - 12 * 60_000, "ongoing");
  const [familyBox] = db.t.products.where((p) => p.offeringId === food.harvest.id);
  const [token, kidsToken] = db.t.products.where((p) => p.offeringId === food.market.id);
  if (!familyBox || !token || !kidsToken) throw new Error("food seed incomplete");
  const fulfilled = seedOrder(
    db,
    m.maria,
    food.market,
    [{ productId: token.id, quantity: 2 }],
    i.mariaCard,
    nowMs - 18 * DAY,
  );
  fulfilled.fulfilledAt = toTime(nowMs - 14 * DAY);
  seedOrder(
    db,
    m.maria,
    food.harvest,
    [{ productId: familyBox.id, quantity: 1 }],
    i.mariaCard,
    nowMs - 2 * DAY,
  );
  seedOrder(db, m.uma, food.market, [{ productId: token.id, quantity: 2 }], i.umaCard, nowMs - 3 * DAY);
  seedOrder(db, m.uma, food.market, [{ productId: kidsToken.id, quantity: 3 }], i.umaCard, nowMs - DAY);
  seedOrder(db, m.uma, food.harvest, [{ productId: familyBox.id, quantity: 1 }], i.umaCard, nowMs - DAY / 2);
  seedFoodAvailability(db, nowMs);
  seedPrivateAccountSetup(db, nowMs, scooter);
  seedRideAvailability(db, nowMs, { scooter: scooter.id, biketown: biketown.id });
  seedOwingMembers(db, nowMs, limeBike);
  seedPartners(db, nowMs);
  seedOwedWithoutCard(db, nowMs, limeBike);
  seedMemberships(db, nowMs);
  return db.toData();
}
