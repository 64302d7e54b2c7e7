import { useRef, type ChangeEvent, type ClipboardEvent, type FocusEvent } from "react";
import { isCodeComplete, joinSlots, placeDigits, slotsOf, typedDigits } from "./code-slots.ts";
import { useCodeKeys } from "./use-code-keys.ts";

interface CodeFieldState {
  value: string;
  onChange: (value: string) => void;
  onComplete: ((code: string) => void) | undefined;
  length: number;
}

/**
 * The behaviour of the code fields: one digit each (V-07), focus moving on (F-049) and back (F-050), a pasted
 * or autofilled code spread over all fields, and `onComplete` when the last empty field is filled.
 */
export function useCodeField({ value, onChange, onComplete, length }: CodeFieldState) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const slots = slotsOf(value, length);
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  function commit(next: string[], focusIndex: number) {
    const joined = joinSlots(next);
    onChange(joined);
    focus(focusIndex);
    if (isCodeComplete(joined, length) && !isCodeComplete(value, length)) onComplete?.(joined);
  }
  function place(start: number, digits: string) {
    // A whole code (paste or one-time-code autofill) fills every field from the first one.
    const from = digits.length >= length ? 0 : start;
    const next = placeDigits(slots, from, digits.slice(0, length));
    const firstEmpty = next.indexOf("");
    commit(next, firstEmpty === -1 ? length - 1 : firstEmpty);
  }
  const onKeyDown = useCodeKeys({ slots, commit, focus });

  const fieldProps = (index: number) => ({
    ref: (element: HTMLInputElement | null) => {
      inputs.current[index] = element;
    },
    value: slots[index] ?? "",
    onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const digits = typedDigits(event.target.value, slots[index] ?? "");
      if (digits === "") commit(slots.with(index, ""), index);
      else place(index, digits);
    },
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      event.preventDefault();
      const digits = event.clipboardData.getData("text").replace(/\D/g, "");
      if (digits) place(index, digits);
    },
    onKeyDown: (event: Parameters<typeof onKeyDown>[0]) => onKeyDown(event, index),
  });
  return { slots, fieldProps };
}
