import { useLayoutEffect, useState } from "react";
import { afterPress, pressInProgress } from "./pointer-press.ts";

/**
 * `value`, except that a change made while a pointer is pressing shows only once the press is over: an error
 * appearing when a field is left must not move the control being pressed from under the pointer, or the tap misses
 * it. Without a press (keyboard, typing, a submit) the change shows at once.
 * @example const shown = useSteadyDuringPress(message);
 */
export function useSteadyDuringPress<T>(value: T): T {
  const [shown, setShown] = useState(value);
  // Read on every render, so the document is watched from the first field on, before any press.
  const pressing = pressInProgress();
  const changed = !Object.is(value, shown);
  useLayoutEffect(() => {
    if (!changed) return;
    if (!pressInProgress()) {
      setShown(value);
      return;
    }
    return afterPress(() => setShown(value));
  }, [changed, value]);
  return changed && pressing ? shown : value;
}
