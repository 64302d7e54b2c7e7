import { describe, expect, it } from "vitest";
import { formatZipAsTyped, zipError, zipSchema } from "./zip.ts";

describe("zipError and zipSchema", () => {
  it.each([
    ["", "forms.invalid_required", "V-10"],
    ["9721", "forms.invalid_min_length", "V-12"],
    ["97214", null, "V-12"],
    ["97214-1234", null, "V-12"],
    ["97214-12", "forms.invalid_field", "V-12"],
    ["97214 1234", "forms.invalid_field", "V-12"],
    ["9721a", "forms.invalid_field", "V-12"],
    ["972141234", "forms.invalid_field", "V-12"],
  ])("%j gives %s (%s)", (zip, expected, _row) => {
    expect(zipError(zip)).toBe(expected);
    expect(zipSchema.safeParse(zip).error?.issues[0]?.message ?? null).toBe(expected);
  });
});

describe("formatZipAsTyped", () => {
  it.each([
    ["97a2145678", "97214"],
    ["9721", "9721"],
    ["97214-1234", "97214"],
    ["abc", ""],
  ])("V-11 keeps %j as %j", (input, expected) => {
    expect(formatZipAsTyped(input)).toBe(expected);
  });
});
