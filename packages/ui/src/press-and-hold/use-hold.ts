import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

interface HoldOptions {
  duration: number;
  onComplete: () => void;
  /** Receives the progress 0…1 on every frame while held, and 0 when released. */
  onProgress: (progress: number) => void;
  /** Ignores new presses (busy or disabled). */
  inactive: boolean;
  /** Called when a hold is let go before the end (nothing happens then). */
  onCancel?: () => void;
}

const isHoldKey = (event: KeyboardEvent) => event.key === " " || event.key === "Enter";

// Pointer (finger or mouse) and keyboard (Space or Enter held) start the hold; any release cancels it.
function holdHandlers(inactive: boolean, start: () => void, stop: () => void) {
  return {
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (inactive || event.button !== 0) return;
      // Keep receiving the release even if the finger slides off the button (jsdom has no capture).
      if (typeof event.currentTarget.setPointerCapture === "function") {
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      start();
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    onLostPointerCapture: stop,
    onKeyDown: (event: KeyboardEvent) => {
      if (!isHoldKey(event)) return;
      event.preventDefault();
      if (!inactive && !event.repeat) start();
    },
    onKeyUp: (event: KeyboardEvent) => {
      if (isHoldKey(event)) stop();
    },
    onBlur: stop,
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
  };
}

/**
 * A hold that completes after `duration` ms and is cancelled by an earlier release (F-149). Progress is pushed
 * every animation frame to `onProgress` rather than through React state, so the ring redraws without rerenders.
 */
export function useHold({ duration, onComplete, onProgress, inactive, onCancel }: HoldOptions) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const frame = useRef<number | undefined>(undefined);
  const callbacks = useRef({ onComplete, onProgress, onCancel });
  callbacks.current = { onComplete, onProgress, onCancel };

  const reset = useCallback(() => {
    window.clearTimeout(timer.current);
    if (frame.current !== undefined) window.cancelAnimationFrame(frame.current);
    timer.current = undefined;
    frame.current = undefined;
    setHolding(false);
    callbacks.current.onProgress(0);
  }, []);

  // A release: if the hold was still running, it was let go too early.
  const stop = useCallback(() => {
    const early = timer.current !== undefined;
    reset();
    if (early) callbacks.current.onCancel?.();
  }, [reset]);

  const start = useCallback(() => {
    if (timer.current !== undefined) return;
    const startedAt = performance.now();
    setHolding(true);
    const tick = (now: number) => {
      callbacks.current.onProgress(Math.min(1, (now - startedAt) / duration));
      frame.current = window.requestAnimationFrame(tick);
    };
    frame.current = window.requestAnimationFrame(tick);
    timer.current = window.setTimeout(() => {
      reset();
      callbacks.current.onComplete();
    }, duration);
  }, [duration, reset]);

  useEffect(() => reset, [reset]);

  return { holding, handlers: holdHandlers(inactive, start, stop) };
}
