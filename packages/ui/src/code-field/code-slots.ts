import { OTP_CODE_LENGTH, otpCodeError } from "@tandem/validation";

// Pure helpers of CodeField: the code is a string with one character per field, a space for an empty one.

/** The digits of each field, "" where a field is empty. */
export function slotsOf(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => (/\d/.test(value[index] ?? "") ? (value[index] ?? "") : ""));
}

/** Back to the value string: empty fields become spaces, trailing ones are dropped. */
export function joinSlots(slots: readonly string[]): string {
  return slots
    .map((digit) => digit || " ")
    .join("")
    .trimEnd();
}

/** Writes `digits` into the fields from `start` on, as far as they go (a paste or an autofilled code). */
export function placeDigits(slots: readonly string[], start: number, digits: string): string[] {
  const next = [...slots];
  for (let offset = 0; offset < digits.length && start + offset < next.length; offset += 1) {
    next[start + offset] = digits[offset] ?? "";
  }
  return next;
}

/**
 * The digit a keystroke added to a field that already held `previous` (the caret may sit on either side).
 * V-07: anything but digits is dropped, so a letter leaves the field as it was.
 */
export function typedDigits(raw: string, previous: string): string {
  const digits = raw.replace(/\D/g, "");
  if (digits.length === 2 && previous)
    return digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1);
  return digits;
}

/** True when every one of the `length` fields holds a digit (F-050: only then may the code be verified). */
export function isCodeComplete(value: string, length = OTP_CODE_LENGTH): boolean {
  if (value.length !== length) return false;
  // V-07: the sign-in code follows the one rule in @tandem/validation; other lengths the same digits-only test.
  return length === OTP_CODE_LENGTH ? otpCodeError(value) === null : /^\d+$/.test(value);
}
