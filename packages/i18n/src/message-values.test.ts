import { describe, expect, it } from "vitest";
import { formatMessageValues } from "./message-values.ts";

describe("formatMessageValues", () => {
  it("F-039 formats Money values as money in the member's language (D-18)", () => {
    expect(formatMessageValues({ amount: { cents: 500, currency: "USD" }, count: 2 }, "en")).toEqual({
      amount: "$5.00",
      count: 2,
    });
    expect(formatMessageValues({ amount: { cents: 2500, currency: "USD" } }, "es").amount).toMatch(/25\.00/);
  });

  it("F-039 takes USD when the currency is an object without a code (contract §2.1 quirk)", () => {
    const fromAlert = { amount: { cents: 1234, currency: { id: "usd", symbol: "$" } } };
    expect(formatMessageValues(fromAlert, "en").amount).toBe("$12.34");
    expect(formatMessageValues({ amount: { cents: 100, currency: { isoCode: "EUR" } } }, "en").amount).toBe(
      "€1.00",
    );
  });

  it("F-039 gives nested values by dotted path too", () => {
    expect(
      formatMessageValues({ provider: { vendorName: "Lime", fee: { cents: 100 } } }, "en"),
    ).toMatchObject({
      "provider.vendorName": "Lime",
      "provider.fee": "$1.00",
    });
  });

  it("F-039 is empty without values", () => {
    expect(formatMessageValues(null, "en")).toEqual({});
  });
});
