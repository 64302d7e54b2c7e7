import type { KeyboardEvent } from "react";

// Puts the caret after the same number of digits it was after before the value was reformatted.
function caretAfterDigits(formatted: string, digits: number): number {
  let position = 0;
  let seen = 0;
  while (position < formatted.length && seen < digits) {
    if (/\d/.test(formatted.charAt(position))) seen += 1;
    position += 1;
  }
  return position;
}

function placeCaret(input: HTMLInputElement, position: number) {
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(position, position);
}

/**
 * Rewrites a digits field's value with `format` as it is typed (F-161: only digits kept, grouped), keeping the
 * caret after the same digit, so editing in the middle does not throw it to the end.
 */
export function reformatInput(input: HTMLInputElement, format: (text: string) => string) {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, "").length;
  const formatted = format(input.value);
  if (formatted === input.value) return;
  input.value = formatted;
  placeCaret(input, caretAfterDigits(formatted, digitsBefore));
}

/**
 * F-161: Backspace just after a space or slash of the formatting deletes the digit before it (otherwise the
 * separator would come straight back and the key would seem to do nothing). Returns true when it handled the key;
 * the caller then tells the form the value changed.
 */
export function backspaceOverSeparator(
  event: KeyboardEvent<HTMLInputElement>,
  format: (text: string) => string,
): boolean {
  const input = event.currentTarget;
  const caret = input.selectionStart;
  if (event.key !== "Backspace" || caret === null || caret !== input.selectionEnd || caret === 0)
    return false;
  if (/\d/.test(input.value.charAt(caret - 1))) return false;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, "").length;
  if (digitsBefore === 0) return false;
  event.preventDefault();
  const digits = input.value.replace(/\D/g, "");
  const kept = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
  input.value = format(kept);
  placeCaret(input, caretAfterDigits(input.value, digitsBefore - 1));
  return true;
}
