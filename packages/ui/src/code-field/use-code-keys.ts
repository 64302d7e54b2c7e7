import type { KeyboardEvent } from "react";

interface CodeKeyOptions {
  slots: readonly string[];
  commit: (next: string[], focusIndex: number) => void;
  focus: (index: number) => void;
}

/**
 * Keyboard moves between the code fields: Backspace clears the field (or the previous one when empty) and steps
 * back (F-050), arrows move without changing anything.
 */
export function useCodeKeys({ slots, commit, focus }: CodeKeyOptions) {
  return (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === "Backspace") {
      event.preventDefault();
      const target = slots[index] ? index : index - 1;
      if (target < 0) return;
      commit(slots.with(target, ""), Math.max(0, index - 1));
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focus(index + 1);
    }
  };
}
