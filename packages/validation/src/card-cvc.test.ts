import { describe, expect, it } from "vitest";
import { SAMPLE_CARDS } from "../test/sample-cards.ts";
import { cardCvcError } from "./card-cvc.ts";

const VISA = "4242 4242 4242 4242";
const AMEX = "3782 822463 10005";

describe("cardCvcError", () => {
  it.each([
    ["1234", VISA, "forms.invalid_card_cvc"],
    ["123", VISA, null],
    ["1234", AMEX, null],
    ["123", AMEX, "forms.invalid_card_cvc"],
    ["12a", VISA, "forms.invalid_card_cvc"],
    [" 123 ", VISA, null],
    ["", VISA, "forms.invalid_required"],
    ["123", "", "forms.invalid_card_cvc"],
    ["123", "0000 0000 0000 0000", "forms.invalid_card_cvc"],
  ])("V-23 CVC %j with number %j gives %s", (cvc, number, expected) => {
    expect(cardCvcError(cvc, number)).toBe(expected);
  });

  it.each(SAMPLE_CARDS)("V-23/C-24 takes a code of the %s's length", (_type, number, cvcLength) => {
    expect(cardCvcError("7".repeat(cvcLength), number)).toBeNull();
    expect(cardCvcError("7".repeat(cvcLength + 1), number)).toBe("forms.invalid_card_cvc");
    expect(cardCvcError("7".repeat(cvcLength - 1), number)).toBe("forms.invalid_card_cvc");
  });
});
