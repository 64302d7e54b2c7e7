import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";

describe("formatMoney", () => {
  it("C-02 shows 105 cents USD as $1.05 in English", () => {
    expect(formatMoney({ cents: 105, currency: "USD" }, "en")).toBe("$1.05");
  });

  it("C-02 formats negatives and thousands", () => {
    expect(formatMoney({ cents: -300, currency: "USD" }, "en")).toBe("-$3.00");
    expect(formatMoney({ cents: 100000, currency: "USD" }, "en")).toBe("$1,000.00");
  });

  it("D-18 uses US conventions with the Spanish language", () => {
    expect(formatMoney({ cents: 2500, currency: "USD" }, "es")).toMatch(/25\.00/);
  });
});
