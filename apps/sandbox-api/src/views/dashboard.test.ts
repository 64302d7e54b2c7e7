import { describe, expect, it } from "vitest";
import { seedData } from "../seed/seed.ts";
import { Db } from "../state/db.ts";
import { dashboardView } from "./dashboard.ts";

const HOUR = 3_600_000;

/** Uma's dashboard alerts, the sandbox seeded at `seededAt` and asked `later` ms after. */
function umaAlerts(seededAt: number, later: number) {
  const db = new Db(seedData(seededAt));
  const uma = db.t.members.find((member) => member.phone === "15035550171");
  if (!uma) throw new Error("Uma is not seeded");
  const ctx = {
    db,
    apiVersion: "5dd9af6c" as const,
    lang: "en" as const,
    nowMs: seededAt + later,
    origin: "http://127.0.0.1",
  };
  return dashboardView(ctx, uma).alerts.map((alert) => alert.localizationKey);
}

// The first and the last second of every month of a leap year and the next: the seeded state's moment is whenever
// the sandbox starts, and the journeys read it for the next hour or two.
const moments = [2028, 2029].flatMap((year) =>
  Array.from({ length: 12 }, (_, month) => [
    Date.UTC(year, month, 1),
    Date.UTC(year, month + 1, 1) - 1_000,
  ]).flat(),
);

describe("dashboard alerts", () => {
  it.each(moments.map((at) => [new Date(at).toISOString(), at]))(
    "F-047 F-065 Uma's seeded card counts as expiring soon for hours after a seed at %s",
    (_label, seededAt) => {
      for (const later of [0, HOUR, 3 * HOUR]) {
        expect(umaAlerts(seededAt, later)).toEqual(["dashboard.payment_methods_expiring"]);
      }
    },
  );
});
