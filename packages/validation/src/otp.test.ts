import { describe, expect, it } from "vitest";
import { otpCodeError, otpCodeSchema } from "./otp.ts";

describe("otpCodeError and otpCodeSchema", () => {
  it.each([
    ["", "forms.invalid_required"],
    ["12345", "forms.invalid_min_length"],
    ["1234567", "forms.invalid_max_length"],
    ["12a456", "forms.invalid_field"],
    ["12 456", "forms.invalid_field"],
    ["123456", null],
    ["000000", null],
  ])("V-07 code %j gives %s", (code, expected) => {
    expect(otpCodeError(code)).toBe(expected);
    expect(otpCodeSchema.safeParse(code).error?.issues[0]?.message ?? null).toBe(expected);
  });
});
