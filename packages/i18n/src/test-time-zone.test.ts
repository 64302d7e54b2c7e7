import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date.ts";

// The tests' time zone is pinned by @tandem/vitest-config (process.env.TZ), so a date shown in the device's zone reads
// the same on every machine; these fail when the pin is lost and the machine's own zone leaks in.
describe("the tests' time zone", () => {
  it("is Portland's, whatever the machine's", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("America/Los_Angeles");
    expect(new Date("2025-06-14T17:32:05.123Z").getHours()).toBe(10);
  });

  it("F-040 a date without a zone is shown in the device's, here Portland's", () => {
    // 02:30 UTC on 15 June is still the 14th in Portland, and already the 15th in UTC and everywhere east of it.
    const lateEvening = "2025-06-15T02:30:00.000+00:00";
    expect(formatDate(lateEvening, "en", "long")).toBe("June 14, 2025");
    expect(formatDate(lateEvening, "en", "long", "UTC")).toBe("June 15, 2025");
    expect(formatDate(lateEvening, "es", "long", "Pacific/Kiritimati")).toBe("15 de junio de 2025");
    expect(formatDate(lateEvening, "en", "long", "Pacific/Pago_Pago")).toBe("June 14, 2025");
  });
});
