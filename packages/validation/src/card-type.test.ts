import { describe, expect, it } from "vitest";
import { SAMPLE_CARDS } from "../test/sample-cards.ts";
import { CARD_TYPE_IDS, detectCardType } from "./card-type.ts";

describe("detectCardType", () => {
  it.each(SAMPLE_CARDS)("C-24 recognises %s from %s", (type, number, cvcLength) => {
    const detected = detectCardType(number);
    expect(detected?.type).toBe(type);
    expect(detected?.lengths).toContain(number.length);
    expect(detected?.cvcLength).toBe(cvcLength);
  });

  it("C-24 has a sample for each of the 13 types", () => {
    expect(new Set(SAMPLE_CARDS.map(([type]) => type))).toEqual(new Set(CARD_TYPE_IDS));
    expect(CARD_TYPE_IDS).toHaveLength(13);
  });

  it("V-23 gives a 4-digit code to American Express only", () => {
    const fourDigitCodes = SAMPLE_CARDS.filter(([, number]) => detectCardType(number)?.cvcLength === 4);
    expect(fourDigitCodes.map(([type]) => type)).toEqual(["american-express"]);
  });

  it.each([
    ["4242 4242 4242 4242", "visa", [4, 8, 12]],
    ["3782 822463 10005", "american-express", [4, 10]],
    ["2223003122003222", "mastercard", [4, 8, 12]],
    ["4011780000000006", "elo", [4, 8, 12]],
  ])("F-161 gives %s the grouping gaps of %s", (number, type, gaps) => {
    expect(detectCardType(number)).toMatchObject({ type, gaps });
  });

  it.each([
    ["4", "visa"],
    ["37", "american-express"],
    ["6011", "discover"],
    ["2201", "mir"],
  ])("B-05 recognises a partly typed %s as %s", (number, type) => {
    expect(detectCardType(number)?.type).toBe(type);
  });

  it.each([
    ["", "empty"],
    ["0000000000000000", "no type starts with 0"],
    ["9792000000000000", "Troy, not among the 13"],
    ["5895620000000002", "Naranja, not among the 13"],
    ["4242-4242", "not digits"],
  ])("C-24 recognises no type for %j (%s)", (number) => {
    expect(detectCardType(number)).toBeNull();
  });
});
