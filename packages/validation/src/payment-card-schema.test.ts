import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentCardSchema } from "./payment-card-schema.ts";

// Each issue as "field: message id", the way react-hook-form's zod resolver maps them onto fields.
function fieldErrors(values: unknown): string[] {
  const issues = paymentCardSchema.safeParse(values).error?.issues ?? [];
  return issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const valid = { name: "Ana Ruiz", number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" };

describe("paymentCardSchema", () => {
  // The expiry is checked against the time of parsing: a fixed clock, so "12 / 30" is valid whatever the day.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 24, 12) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("V-24 accepts a complete card and keeps its values", () => {
    expect(paymentCardSchema.parse(valid)).toEqual(valid);
  });

  it("V-24 requires the card name and every card field", () => {
    expect(fieldErrors({ name: "", number: "", expiry: "", cvc: "" })).toEqual([
      "name: forms.invalid_required",
      "number: forms.invalid_required",
      "expiry: forms.invalid_required",
      "cvc: forms.invalid_required",
    ]);
  });

  it.each([
    [{ number: "4111 1111 1111 1112" }, "number: forms.invalid_card_number", "V-20"],
    [{ expiry: "13 / 30" }, "expiry: forms.invalid_card_expiry", "V-21"],
    [{ expiry: "01 / 20" }, "expiry: forms.invalid_card_expired", "V-22"],
    [{ cvc: "1234" }, "cvc: forms.invalid_card_cvc", "V-23"],
  ])("%o gives %s (%s)", (change, expected, _row) => {
    expect(fieldErrors({ ...valid, ...change })).toEqual([expected]);
  });

  it("V-23 checks the CVC against the number's type", () => {
    expect(fieldErrors({ ...valid, number: "378282246310005", cvc: "1234" })).toEqual([]);
    expect(fieldErrors({ ...valid, number: "378282246310005", cvc: "123" })).toEqual([
      "cvc: forms.invalid_card_cvc",
    ]);
  });
});
