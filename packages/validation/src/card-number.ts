// Card number rules of doc 2 §5 (V-20) and its display while typing (F-161).
import { detectCardType } from "./card-type.ts";
import { messageIds, type MessageId } from "./messages.ts";
import { ruleSchema } from "./rule-schema.ts";

// Used when the leading digits match no recognised type yet: the longest length any card type allows.
const MAX_CARD_DIGITS = 19;
const FALLBACK_GAPS = [4, 8, 12, 16];

/**
 * True when `digits` (digits only, no spaces) passes the Luhn (mod 10) check.
 * @example isValidLuhn("4242424242424242") // true
 */
export function isValidLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  // Luhn: from the rightmost digit, double every second digit and subtract 9 when the double exceeds 9.
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/**
 * `forms.invalid_required` for an empty number; `forms.invalid_card_number` unless it is digits only (spaces
 * allowed), of a recognised type, of one of that type's lengths and passes the Luhn check (V-20); otherwise null.
 */
export function cardNumberError(number: string): MessageId | null {
  const digits = number.replace(/\s/g, "");
  if (digits === "") return messageIds.required;
  const type = detectCardType(digits);
  if (type === null || !type.lengths.includes(digits.length) || !isValidLuhn(digits)) {
    return messageIds.cardNumber;
  }
  return null;
}

/** zod/mini schema for a card number field; issue messages are the ids of {@link cardNumberError}. */
export const cardNumberSchema = /* @__PURE__ */ ruleSchema(cardNumberError);

/**
 * Formats a typed or pasted card number for display (F-161): only digits are kept, at most the detected type's
 * longest length, grouped with spaces at the type's gaps (4-digit groups while no type is recognised).
 * @example formatCardNumberAsTyped("378282246310005") // "3782 822463 10005"
 */
export function formatCardNumberAsTyped(input: string): string {
  const allDigits = input.replace(/\D/g, "");
  const type = detectCardType(allDigits);
  const digits = allDigits.slice(0, type === null ? MAX_CARD_DIGITS : Math.max(...type.lengths));
  const gaps = type === null ? FALLBACK_GAPS : type.gaps;
  const groups: string[] = [];
  let start = 0;
  for (const gap of [...gaps, digits.length]) {
    if (gap <= start) continue;
    groups.push(digits.slice(start, gap));
    start = gap;
    if (start >= digits.length) break;
  }
  return groups.join(" ");
}
