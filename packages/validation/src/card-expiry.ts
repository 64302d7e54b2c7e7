// Card expiry rules of doc 2 §5 (V-21, V-22 with decision D-19) and its display while typing (F-161).
import { messageIds, type MessageId } from "./messages.ts";
import { ruleSchema } from "./rule-schema.ts";

/**
 * What {@link parseExpiry} read: `full` is true once both the month (1–12) and a whole year are there; until then
 * `month` and `year` are null while not yet typed. `year` is always four digits (two-digit years mean 20xx).
 */
export type ParsedExpiry =
  { month: number; year: number; full: true } | { month: number | null; year: number | null; full: false };

// Month and year digits of "MM/YY", "MM / YYYY", "MMYY" or "MMYYYY": without a slash the month is two digits.
function splitExpiry(text: string): { month: string; year: string; slash: boolean } | null {
  const parts = text.split("/").map((part) => part.replace(/\s/g, ""));
  if (parts.length > 2) return null;
  const [first = "", second] = parts;
  if (second === undefined) return { month: first.slice(0, 2), year: first.slice(2), slash: false };
  return { month: first, year: second, slash: true };
}

/**
 * Reads a typed expiry as far as it goes, or returns null when it cannot be (the start of) one: empty, other
 * characters than digits, spaces and one slash, a month of 00 or over 12, or too many digits.
 * @example parseExpiry("12 / 30") // { month: 12, year: 2030, full: true }
 * @example parseExpiry("129") // { month: 12, year: null, full: false }
 */
export function parseExpiry(input: string): ParsedExpiry | null {
  if (!/^[\d\s/]*\d[\d\s/]*$/.test(input)) return null;
  const parts = splitExpiry(input);
  if (parts === null || parts.month === "" || parts.month.length > 2 || parts.year.length > 4) return null;
  const monthKnown = parts.month.length === 2 || parts.slash;
  const month = monthKnown ? Number(parts.month) : null;
  if (month !== null && (month < 1 || month > 12)) return null;
  // V-21: a year has two digits (20xx) or four; one or three digits are a year still being typed.
  const year =
    parts.year.length === 2 ? 2000 + Number(parts.year) : parts.year.length === 4 ? Number(parts.year) : null;
  if (month !== null && year !== null) return { month, year, full: true };
  return { month, year, full: false };
}

/**
 * `forms.invalid_required` when empty, `forms.invalid_card_expiry` when not a whole MM/YY expiry (V-21),
 * `forms.invalid_card_expired` when its month is over at `now` (V-22), otherwise null. Decision D-19: a card is
 * valid through the last day of its expiry month, comparing the 1-based month with `now`'s 1-based month.
 * @param now the moment to compare with; defaults to the current time
 * @example cardExpiryError("11 / 26", new Date(2026, 10, 30)) // null: valid through 30 November 2026
 */
export function cardExpiryError(input: string, now: Date = new Date()): MessageId | null {
  if (input.trim() === "") return messageIds.required;
  const expiry = parseExpiry(input);
  if (!expiry?.full) return messageIds.cardExpiry;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth)) {
    return messageIds.cardExpired;
  }
  return null;
}

/** zod/mini schema for a card expiry field, checked against the time of parsing ({@link cardExpiryError}). */
export const cardExpirySchema = /* @__PURE__ */ ruleSchema((input) => cardExpiryError(input));

/**
 * Formats a typed or pasted expiry as "MM / YY" (F-161), as far as it goes: only digits are kept, the separator
 * appears from the third digit (so backspace never stops at it), a one-digit month before a typed slash gets its
 * zero, and a pasted four-digit year is shown by its last two digits.
 * @example formatExpiryAsTyped("1230") // "12 / 30"
 * @example formatExpiryAsTyped("4/2031") // "04 / 31"
 */
export function formatExpiryAsTyped(input: string): string {
  const slash = input.indexOf("/");
  const digitsBefore = (slash === -1 ? input : input.slice(0, slash)).replace(/\D/g, "");
  let month = digitsBefore.slice(0, 2);
  let year = digitsBefore.slice(2, 4);
  if (slash !== -1) {
    if (/^[1-9]$/.test(month)) month = `0${month}`;
    const yearDigits = input.slice(slash + 1).replace(/\D/g, "");
    year = yearDigits.length === 4 ? yearDigits.slice(2) : yearDigits.slice(0, 2);
  }
  return year === "" || month === "" ? month : `${month} / ${year}`;
}
