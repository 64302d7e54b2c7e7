import { describe, expect, it } from "vitest";
import { formatPhoneAsTyped, isValidPhone, normalizePhone } from "./phone.ts";

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
