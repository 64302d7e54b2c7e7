// US phone rules of doc 1 §5: auto-format "(xxx) xxx-xxxx" while typing, and normalise to "1" + 10 digits.
import { messageIds, type MessageId } from "./messages.ts";
import { ruleSchema } from "./rule-schema.ts";

const MAX_DIGITS = 10;

/**
 * Formats what a member has typed into a phone field as `(xxx) xxx-xxxx`, as far as it goes.
 * Input whose raw text starts with 0 or 1 is cleared; a "+1" country prefix is accepted and dropped; a leading
 * 1 or 0 left after removing non-digits is stripped; at most 10 digits are kept.
 * @example formatPhoneAsTyped("5035551234") // "(503) 555-1234"
 */
export function formatPhoneAsTyped(input: string): string {
  if (input.startsWith("0") || input.startsWith("1")) return "";
  const withoutCountry = input.startsWith("+1") ? input.slice(2) : input;
  const digits = withoutCountry
    .replace(/\D/g, "")
    .replace(/^[01]+/, "")
    .slice(0, MAX_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

// Accepted form (doc 1 §5, V-03): optional "+" and 1–2 digit country code and a space, a 3-digit area code with
// optional parentheses, a space or dash, 3 digits, a space or dash, 4 digits.
const PHONE_PATTERN = /^(\+?\d{1,2}\s)?(\(\d{3}\)|\d{3})[\s-]\d{3}[\s-]\d{4}$/;

/** True when `input` has the accepted phone form, e.g. `(503) 555-1234` or `+1 503-555-1234`. */
export function isValidPhone(input: string): boolean {
  return PHONE_PATTERN.test(input.trim());
}

/**
 * `forms.invalid_required` for an empty phone (V-02), `forms.invalid_field` when it is not of the accepted form
 * (V-03), otherwise null.
 */
export function phoneError(input: string): MessageId | null {
  if (input.trim() === "") return messageIds.required;
  return isValidPhone(input) ? null : messageIds.field;
}

/** zod/mini schema for a phone field (V-02, V-03, V-08, V-14); issue messages are the ids of {@link phoneError}. */
export const phoneSchema = /* @__PURE__ */ ruleSchema(phoneError);

/**
 * The phone as the API wants it (D-27): "1" followed by the 10 national digits, or null when it is not a
 * 10-digit US number.
 * @example normalizePhone("(503) 555-0142") // "15035550142"
 */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, "");
  if (digits.length === MAX_DIGITS) return `1${digits}`;
  if (digits.length === MAX_DIGITS + 1 && digits.startsWith("1")) return digits;
  return null;
}
