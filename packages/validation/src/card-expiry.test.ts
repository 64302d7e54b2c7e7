import { describe, expect, it, vi } from "vitest";
import { cardExpiryError, cardExpirySchema, formatExpiryAsTyped, parseExpiry } from "./card-expiry.ts";

describe("parseExpiry", () => {
  it.each([
    ["12 / 30", { month: 12, year: 2030, full: true }],
    ["12/30", { month: 12, year: 2030, full: true }],
    ["1230", { month: 12, year: 2030, full: true }],
    ["01 / 2031", { month: 1, year: 2031, full: true }],
    ["122031", { month: 12, year: 2031, full: true }],
    ["4/31", { month: 4, year: 2031, full: true }],
    ["1", { month: null, year: null, full: false }],
    ["12", { month: 12, year: null, full: false }],
    ["129", { month: 12, year: null, full: false }],
    ["12 / ", { month: 12, year: null, full: false }],
    ["12/203", { month: 12, year: null, full: false }],
  ])("V-21 reads %j as far as it goes", (input, expected) => {
    expect(parseExpiry(input)).toEqual(expected);
  });

  it.each(["", " / ", "13 / 30", "00/30", "1a/30", "12/30/1", "123/30", "12/20301", "1230301"])(
    "V-21 cannot read %j as an expiry",
    (input) => {
      expect(parseExpiry(input)).toBeNull();
    },
  );
});

describe("cardExpiryError", () => {
  // 30 November 2026, local time; D-19 compares with the 1-based month 11.
  const now = new Date(2026, 10, 30, 23, 59);

  it.each([
    ["", "forms.invalid_required", "V-24"],
    ["13 / 30", "forms.invalid_card_expiry", "V-21"],
    ["00 / 30", "forms.invalid_card_expiry", "V-21"],
    ["12", "forms.invalid_card_expiry", "V-21"],
    ["12 / 3", "forms.invalid_card_expiry", "V-21"],
    ["01 / 20", "forms.invalid_card_expired", "V-22"],
    ["12 / 25", "forms.invalid_card_expired", "V-22"],
    ["10 / 26", "forms.invalid_card_expired", "V-22, D-19: last month is over"],
    ["11 / 26", null, "D-19: valid through the last day of its month"],
    ["11 / 2026", null, "D-19 with a four-digit year"],
    ["12 / 26", null, "V-22"],
    ["01 / 27", null, "V-22"],
  ])("%j gives %s (%s)", (input, expected, _row) => {
    expect(cardExpiryError(input, now)).toBe(expected);
  });

  it("D-19 expires a card once its month is over", () => {
    expect(cardExpiryError("11 / 26", new Date(2026, 11, 1, 0, 0))).toBe("forms.invalid_card_expired");
  });

  it("V-21/V-22 D-19 schema checks against the time of parsing", () => {
    // A fixed clock, moved across a month's end: the verdict follows the clock at each parse, never the day the
    // test runs.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 30, 23, 59, 59) });
    try {
      expect(cardExpirySchema.safeParse("11 / 26").success).toBe(true);
      vi.setSystemTime(new Date(2026, 11, 1, 0, 0, 1));
      expect(cardExpirySchema.safeParse("11 / 26").error?.issues[0]?.message).toBe(
        "forms.invalid_card_expired",
      );
      expect(cardExpirySchema.safeParse("12 / 26").success).toBe(true);
      expect(cardExpirySchema.safeParse("01 / 20").error?.issues[0]?.message).toBe(
        "forms.invalid_card_expired",
      );
      expect(cardExpirySchema.safeParse("13 / 30").error?.issues[0]?.message).toBe(
        "forms.invalid_card_expiry",
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("formatExpiryAsTyped", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["12", "12"],
    ["123", "12 / 3"],
    ["1230", "12 / 30"],
    ["12309", "12 / 30"],
    ["12 / 30", "12 / 30"],
    ["12 / ", "12"],
    ["12 / 3", "12 / 3"],
    ["4/", "04"],
    ["4/31", "04 / 31"],
    ["12/2030", "12 / 30"],
    ["/30", ""],
    ["ab12cd30", "12 / 30"],
  ])("F-161 shows %j as %j", (input, expected) => {
    expect(formatExpiryAsTyped(input)).toBe(expected);
  });
});
