import { describe, expect, it } from "vitest";
import { fundingAmountError, fundingAmountSchema } from "./amount.ts";

// The V-30 example currency: at least $5.00, at most $1,000.00.
const usd = { fundingMinimumCents: 500, fundingMaximumCents: 100_000 };

describe("fundingAmountError and fundingAmountSchema", () => {
  it.each([
    [0, "forms.invalid_min_amount", "V-31: zero is below any positive minimum"],
    [200, "forms.invalid_min_amount", "V-30: $2"],
    [499, "forms.invalid_min_amount", "V-30: a cent under"],
    [500, null, "V-30: the minimum itself"],
    [100_000, null, "V-30: the maximum itself"],
    [100_100, "forms.invalid_max_amount", "V-30: a dollar over"],
    [200_000, "forms.invalid_max_amount", "V-30: $2000"],
    [550.5, "forms.invalid_field", "not whole cents"],
    [Number.NaN, "forms.invalid_required", "what an empty number input gives"],
  ])("%d cents gives %s (%s)", (cents, expected, _row) => {
    expect(fundingAmountError(cents, usd)).toBe(expected);
    expect(fundingAmountSchema(usd).safeParse(cents).error?.issues[0]?.message ?? null).toBe(expected);
  });

  it("V-30 reads the limits from the currency it is given", () => {
    const tighter = { fundingMinimumCents: 1_000, fundingMaximumCents: 5_000 };
    expect(fundingAmountError(500, tighter)).toBe("forms.invalid_min_amount");
    expect(fundingAmountError(10_000, tighter)).toBe("forms.invalid_max_amount");
  });

  it("V-30 reports a missing amount as required", () => {
    expect(fundingAmountSchema(usd).safeParse(undefined).error?.issues[0]?.message).toBe(
      "forms.invalid_required",
    );
  });
});
