import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardNumberError, cardNumberSchema, formatCardNumberAsTyped, isValidLuhn } from "./card-number.ts";
import { SAMPLE_CARDS } from "../test/sample-cards.ts";

// A number whose last digit is the Luhn check digit of the rest, built without the function under test:
// the check digit is the one of 0–9 that makes the doubled-alternate sum a multiple of 10.
function withCheckDigit(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    const doubled = index % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}
const digitString = fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1, maxLength: 24 });

describe("isValidLuhn", () => {
  it.each([
    ["4242424242424242", true],
    ["79927398713", true],
    ["0", true],
    ["4111111111111112", false],
    ["79927398710", false],
    ["", false],
    ["4242 4242 4242 4242", false],
    ["42a2", false],
  ])("V-20 %j passes the Luhn check: %s", (digits, expected) => {
    expect(isValidLuhn(digits)).toBe(expected);
  });

  it("V-20 accepts every number that ends in its Luhn check digit", () => {
    fc.assert(
      fc.property(digitString, (body) => {
        expect(isValidLuhn(withCheckDigit(body))).toBe(true);
      }),
    );
  });

  it("V-20 rejects every single-digit change of a valid number", () => {
    const change = digitString.chain((body) => {
      const valid = withCheckDigit(body);
      return fc.tuple(fc.constant(valid), fc.nat(valid.length - 1), fc.integer({ min: 1, max: 9 }));
    });
    fc.assert(
      fc.property(change, ([valid, position, delta]) => {
        const changed = (Number(valid[position]) + delta) % 10;
        const mutated = `${valid.slice(0, position)}${changed}${valid.slice(position + 1)}`;
        expect(isValidLuhn(mutated)).toBe(false);
      }),
    );
  });
});

describe("cardNumberError and cardNumberSchema", () => {
  it.each(SAMPLE_CARDS)("V-20/C-24 accepts the %s sample %s", (_type, number) => {
    expect(cardNumberError(number)).toBeNull();
  });

  it.each([
    ["", "forms.invalid_required"],
    ["4111 1111 1111 1112", "forms.invalid_card_number"],
    ["4242 4242 4242", "forms.invalid_card_number"],
    ["0000000000000000", "forms.invalid_card_number"],
    ["4242-4242-4242-4242", "forms.invalid_card_number"],
    ["4000000000000000006", null],
    ["4242 4242 4242 4242", null],
  ])("V-20/V-24 %j gives %s", (number, expected) => {
    expect(cardNumberError(number)).toBe(expected);
    expect(cardNumberSchema.safeParse(number).error?.issues[0]?.message ?? null).toBe(expected);
  });
});

describe("formatCardNumberAsTyped", () => {
  it.each([
    ["", ""],
    ["4", "4"],
    ["4242", "4242"],
    ["42424", "4242 4"],
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4242 4242 4242 4242", "4242 4242 4242 4242"],
    ["4242-4242-4242-4242x", "4242 4242 4242 4242"],
    ["378282246310005", "3782 822463 10005"],
    ["3782822463100059999", "3782 822463 10005"],
    ["36227206271667", "3622 720627 1667"],
    ["00000000000000000000", "0000 0000 0000 0000 000"],
  ])("F-161 shows %j as %j", (input, expected) => {
    expect(formatCardNumberAsTyped(input)).toBe(expected);
  });
});
