import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "./format-date.ts";
import { formatMoney } from "./money.ts";
import { prepareFormats } from "./prepare-formats.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("prepareFormats", () => {
  it("creates the page's first date and money formatters ahead, so rendering creates none", () => {
    prepareFormats("es");
    const dates = vi.spyOn(Intl, "DateTimeFormat");
    const numbers = vi.spyOn(Intl, "NumberFormat");
    expect(formatDate("2025-06-14T17:32:05Z", "es", "long", undefined)).toMatch(/junio de 2025/);
    expect(formatDate("2025-06-14T17:32:05Z", "es", "short-date-time")).toMatch(/jun/);
    expect(formatMoney({ cents: 105, currency: "USD" }, "es")).toMatch(/1\.05/);
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
  });

  it("C-02 keeps each currency's own formatter", () => {
    prepareFormats("en");
    expect(formatMoney({ cents: 105, currency: "USD" }, "en")).toBe("$1.05");
    expect(formatMoney({ cents: 105, currency: "EUR" }, "en")).toBe("€1.05");
    expect(formatMoney({ cents: 105, currency: "USD" }, "en")).toBe("$1.05");
  });
});
