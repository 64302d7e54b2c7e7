import { describe, expect, it } from "vitest";
import { formatDate, type DateStyle } from "./format-date.ts";

// Intl puts a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, " ");
const at = "2025-06-14T17:32:05.123+00:00";

describe("formatDate", () => {
  it.each<[DateStyle, string, string]>([
    ["long", "June 14, 2025", "14 de junio de 2025"],
    ["short-date-time", "Jun 14, 10:32 AM", "14 jun, 10:32 a.m."],
    ["time", "10:32 AM", "10:32 a.m."],
  ])("F-040 formats the %s style in English and Spanish", (style, english, spanish) => {
    expect(plain(formatDate(at, "en", style, "America/Los_Angeles"))).toBe(english);
    expect(plain(formatDate(at, "es", style, "America/Los_Angeles"))).toBe(spanish);
  });

  it("F-040 accepts Date objects and epoch milliseconds alike", () => {
    const date = new Date(at);
    expect(formatDate(date, "en", "long", "UTC")).toBe(formatDate(date.getTime(), "en", "long", "UTC"));
  });

  it("F-040 shows the time in the given zone", () => {
    expect(plain(formatDate(at, "en", "time", "UTC"))).toBe("5:32 PM");
  });
});
