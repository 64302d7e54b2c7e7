import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Spinner } from "../spinner/spinner.tsx";
import { useHold } from "./use-hold.ts";
import "./press-and-hold.css";

const holdHint = msg({ id: "common.press_and_hold_hint", message: "Press and hold for {seconds} seconds" });
const holdingLeft = msg({
  id: "common.press_and_hold_left",
  message: "Keep holding: {seconds, plural, one {# second} other {# seconds}} left",
});
const letGoEarly = msg({
  id: "common.press_and_hold_early",
  message: "Let go too early, nothing happened. Hold for {seconds} seconds.",
});
const RADIUS = 46;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface PressAndHoldProps {
  /** The label inside the round button, e.g. "Hold to claim". */
  children: ReactNode;
  /** Called once the button has been held for the whole duration. */
  onComplete: () => void;
  /** How long to hold, in ms (C-22). @defaultValue 2000 */
  duration?: number;
  /** Shows a spinner and ignores presses while the action runs (F-150). @defaultValue false */
  busy?: boolean;
  /** @defaultValue false */
  disabled?: boolean;
}

/**
 * A round button that acts only when held (F-149, B-16: claiming at the pickup table): a ring grows while it
 * is held with a finger, the mouse, or Space/Enter, and letting go early cancels. Screen readers hear the seconds
 * left while it is held, and that letting go early did nothing.
 * @example <PressAndHold onComplete={() => claim.mutate()} busy={claim.isPending}>Hold to claim</PressAndHold>
 */
export function PressAndHold({
  children,
  onComplete,
  duration = 2000,
  busy = false,
  disabled = false,
}: PressAndHoldProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  const ring = useRef<SVGCircleElement>(null);
  // What a screen reader hears while holding: the whole seconds left, then that an early release did nothing.
  const [announcement, setAnnouncement] = useState("");
  const secondsLeft = useRef(0);
  const onProgress = (progress: number) => {
    ring.current?.setAttribute("stroke-dashoffset", String(CIRCUMFERENCE * (1 - progress)));
    if (progress <= 0 || progress >= 1) return;
    const left = Math.ceil(((1 - progress) * duration) / 1000);
    if (left === secondsLeft.current) return;
    secondsLeft.current = left;
    setAnnouncement(i18n._({ ...holdingLeft, values: { seconds: left } }));
  };
  const { holding, handlers } = useHold({
    duration,
    onComplete: () => {
      secondsLeft.current = 0;
      setAnnouncement("");
      onComplete();
    },
    onCancel: () => {
      secondsLeft.current = 0;
      setAnnouncement(i18n._({ ...letGoEarly, values: { seconds: duration / 1000 } }));
    },
    onProgress,
    inactive: busy || disabled,
  });
  return (
    <div className="tdm-hold">
      <button
        type="button"
        className="tdm-hold__button"
        data-holding={holding || undefined}
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={hintId}
        {...handlers}
      >
        <svg className="tdm-hold__ring" viewBox="0 0 100 100" aria-hidden="true">
          <circle className="tdm-hold__track" cx="50" cy="50" r={RADIUS} />
          <circle
            ref={ring}
            className="tdm-hold__progress"
            cx="50"
            cy="50"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE}
          />
        </svg>
        <span className="tdm-hold__label">
          {busy ? <Spinner size="sm" /> : null}
          {children}
        </span>
      </button>
      <p id={hintId} className="tdm-hold__hint">
        {i18n._({ ...holdHint, values: { seconds: duration / 1000 } })}
      </p>
      <p className="tdm-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
