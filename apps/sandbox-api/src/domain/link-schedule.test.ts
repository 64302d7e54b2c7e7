import { describe, expect, it } from "vitest";
import { withinSchedule } from "./link-schedule.ts";

const at = (text: string) => Date.parse(text);
const noon = { dtstart: "2025-04-18T12:00:00.000+00:00", dtend: "2025-04-18T13:00:00.000+00:00" };

// The cases of the backend's RegistrationLink#within_schedule? specs.
describe("a registration link's schedule", () => {
  it("works at any time without one", () => {
    expect(withinSchedule(null, at("2025-04-18T03:00:00Z"))).toBe(true);
    expect(withinSchedule({ dtstart: null, dtend: null, rrule: "" }, at("2025-04-18T03:00:00Z"))).toBe(true);
  });

  it("works during an occurrence of the rule, until its COUNT is spent", () => {
    const schedule = { ...noon, rrule: "COUNT=5;INTERVAL=1;FREQ=DAILY" };
    expect(withinSchedule(schedule, at("2025-04-18T12:00:00Z"))).toBe(true);
    expect(withinSchedule(schedule, at("2025-04-19T12:00:01Z"))).toBe(true);
    expect(withinSchedule(schedule, at("2025-04-22T12:59:59Z"))).toBe(true);
    expect(withinSchedule(schedule, at("2025-04-23T12:00:01Z"))).toBe(false);
    expect(withinSchedule(schedule, at("2026-04-18T12:00:01Z"))).toBe(false);
    expect(withinSchedule(schedule, at("2025-04-18T14:00:01Z"))).toBe(false);
    expect(withinSchedule(schedule, at("2025-04-18T13:00:00Z"))).toBe(false);
    expect(withinSchedule(schedule, at("2025-04-18T11:59:59Z"))).toBe(false);
  });

  it("without a rule, works during the one occurrence", () => {
    const schedule = { ...noon, rrule: "" };
    expect(withinSchedule(schedule, at("2025-04-18T12:00:01Z"))).toBe(true);
    expect(withinSchedule(schedule, at("2025-04-19T12:00:01Z"))).toBe(false);
  });

  it("is closed with a start and no end, an end and no start, or a rule it cannot read", () => {
    expect(
      withinSchedule({ dtstart: noon.dtstart, dtend: null, rrule: "" }, at("2025-04-18T12:00:01Z")),
    ).toBe(false);
    expect(withinSchedule({ dtstart: null, dtend: noon.dtend, rrule: "" }, at("2025-04-18T12:00:01Z"))).toBe(
      false,
    );
    expect(withinSchedule({ dtstart: null, dtend: null, rrule: "COUNT=5" }, at("2025-04-18T12:00:01Z"))).toBe(
      false,
    );
    expect(withinSchedule({ ...noon, rrule: "X" }, at("2025-04-18T12:00:00Z"))).toBe(false);
    expect(withinSchedule({ ...noon, rrule: "FREQ=DAILY;BYDAY=XX" }, at("2025-04-18T12:00:00Z"))).toBe(false);
  });

  it("a weekly rule works on its days only, and stops after UNTIL", () => {
    // 2025-04-18 is a Friday.
    const schedule = { ...noon, rrule: "FREQ=WEEKLY;BYDAY=MO,FR;UNTIL=20250505T000000Z" };
    expect(withinSchedule(schedule, at("2025-04-21T12:30:00Z"))).toBe(true);
    expect(withinSchedule(schedule, at("2025-04-22T12:30:00Z"))).toBe(false);
    expect(withinSchedule(schedule, at("2025-04-25T12:30:00Z"))).toBe(true);
    expect(withinSchedule(schedule, at("2025-05-02T12:30:00Z"))).toBe(true);
    expect(withinSchedule(schedule, at("2025-05-05T12:30:00Z"))).toBe(false);
  });

  it("an occurrence running past midnight works after midnight", () => {
    const evening = { dtstart: "2025-04-21T17:00:00.000+00:00", dtend: "2025-04-22T01:00:00.000+00:00" };
    const schedule = { ...evening, rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" };
    expect(withinSchedule(schedule, at("2025-04-22T00:30:00Z"))).toBe(true);
    expect(withinSchedule(schedule, at("2025-04-26T00:30:00Z"))).toBe(true);
    expect(withinSchedule(schedule, at("2025-04-27T00:30:00Z"))).toBe(false);
    expect(withinSchedule(schedule, at("2025-04-26T18:00:00Z"))).toBe(false);
  });
});
