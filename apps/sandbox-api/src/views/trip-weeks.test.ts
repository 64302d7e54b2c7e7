import { describe, expect, it } from "vitest";
import { mondayOf, tripWeeks } from "./trip-weeks.ts";

describe("trip weeks (contract §4.6)", () => {
  it.each([
    ["2025-06-16", "2025-06-16"],
    ["2025-06-15", "2025-06-09"],
    ["2025-06-11", "2025-06-09"],
  ])("A-53 the week of %s starts on Monday %s", (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it("A-53 slices the page's trips into Monday–Sunday weeks in the member's time zone", () => {
    // 2025-06-16T05:00Z is still Sunday the 15th in Portland.
    const began = [
      "2025-06-17T18:00:00.000+00:00",
      "2025-06-16T05:00:00.000+00:00",
      "2025-06-12T01:10:44.601+00:00",
      "2025-06-05T22:48:19.004+00:00",
    ];
    expect(tripWeeks(began, "America/Los_Angeles")).toEqual([
      { beginAt: "2025-06-16", endAt: "2025-06-22", beginIndex: 0, endIndex: 1 },
      { beginAt: "2025-06-09", endAt: "2025-06-15", beginIndex: 1, endIndex: 3 },
      { beginAt: "2025-06-02", endAt: "2025-06-08", beginIndex: 3, endIndex: 4 },
    ]);
    expect(tripWeeks([], "America/Los_Angeles")).toEqual([]);
  });
});
