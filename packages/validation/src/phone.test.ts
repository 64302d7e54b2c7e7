import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhoneAsTyped, isValidPhone, normalizePhone, phoneError, phoneSchema } from "./phone.ts";

// What people type or paste into a phone field: digits, separators, a country prefix and the odd stray letter.
const typedPhone = fc.string({ unit: fc.constantFrom(..."0123456789()- +.a"), maxLength: 24 });
const digitsOf = (text: string) => text.replace(/\D/g, "");

describe("formatPhoneAsTyped", () => {
  it.each([
    ["", ""],
    ["5", "5"],
    ["503", "503"],
    ["5035", "(503) 5"],
    ["503555", "(503) 555"],
    ["5035551", "(503) 555-1"],
    ["5035551234", "(503) 555-1234"],
    ["50355512349999", "(503) 555-1234"],
    ["+15035551234", "(503) 555-1234"],
    ["(503) 555-12", "(503) 555-12"],
  ])("V-04 formats %j as %j", (input, expected) => {
    expect(formatPhoneAsTyped(input)).toBe(expected);
  });

  it.each([["1"], ["0"], ["15035551234"], ["0503"]])(
    "V-05 clears input starting with 0 or 1: %j",
    (input) => {
      expect(formatPhoneAsTyped(input)).toBe("");
    },
  );

  it("V-05 strips a leading 1 left after removing non-digits", () => {
    expect(formatPhoneAsTyped("(122) 2")).toBe("222");
  });
});

describe("isValidPhone", () => {
  it.each(["(503) 555-1234", "503-555-1234", "503 555 1234", "+1 503-555-1234", "1 (503) 555-1234"])(
    "V-03 accepts %j",
    (input) => {
      expect(isValidPhone(input)).toBe(true);
    },
  );

  it.each(["503555123", "5035551234", "(503)555-1234", "503-555-12345", "+123 503-555-1234", ""])(
    "V-03 rejects %j",
    (input) => {
      expect(isValidPhone(input)).toBe(false);
    },
  );
});

describe("normalizePhone", () => {
  it.each([
    ["(503) 555-0142", "15035550142"],
    ["5035550142", "15035550142"],
    ["15035550142", "15035550142"],
    ["+1 503-555-0142", "15035550142"],
  ])("D-27 normalises %j to %j", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(["503555014", "25035550142", ""])("returns null for %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("formatPhoneAsTyped properties", () => {
  it("V-04 is idempotent: formatting formatted text changes nothing", () => {
    fc.assert(
      fc.property(typedPhone, (input) => {
        const once = formatPhoneAsTyped(input);
        expect(formatPhoneAsTyped(once)).toBe(once);
      }),
    );
  });

  it("V-04 never returns more than 14 characters, the length of (xxx) xxx-xxxx", () => {
    fc.assert(
      fc.property(typedPhone, (input) => {
        expect(formatPhoneAsTyped(input).length).toBeLessThanOrEqual(14);
      }),
    );
  });

  it("V-04/V-05 keeps the typed digits in order, up to 10, after the stripped leading 0s and 1s", () => {
    fc.assert(
      fc.property(
        typedPhone.filter((input) => !/^[01]/.test(input)),
        (input) => {
          const kept = digitsOf(input)
            .replace(/^[01]+/, "")
            .slice(0, 10);
          expect(digitsOf(formatPhoneAsTyped(input))).toBe(kept);
        },
      ),
    );
  });
});

describe("phoneError and phoneSchema", () => {
  it.each([
    ["", "forms.invalid_required", "V-02"],
    ["   ", "forms.invalid_required", "V-02"],
    ["12345", "forms.invalid_field", "V-14"],
    ["503555123", "forms.invalid_field", "V-03"],
    ["(503) 555-1234", null, "V-03"],
    ["+1 503-555-1234", null, "V-03"],
  ])("%s gives %s (%s)", (input, expected, _row) => {
    expect(phoneError(input)).toBe(expected);
    const issue = phoneSchema.safeParse(input).error?.issues[0];
    expect(issue?.message ?? null).toBe(expected);
  });

  it("V-02 reports a missing phone value as required", () => {
    expect(phoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe("forms.invalid_required");
  });
});
