import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useId, type ReactNode } from "react";
import { Spinner } from "../spinner/spinner.tsx";
import { useHold } from "./use-hold.ts";
import { RING_LENGTH, RING_RADIUS, useHoldFeedback } from "./use-hold-feedback.ts";
import "./press-and-hold.css";

const holdHint = msg({ id: "common.press_and_hold_hint", message: "Press and hold for {seconds} seconds" });

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
  const { ring, announcement, hold } = useHoldFeedback(duration, onComplete);
  const { holding, handlers } = useHold({ duration, inactive: busy || disabled, ...hold });
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
          <circle className="tdm-hold__track" cx="50" cy="50" r={RING_RADIUS} />
          <circle
            ref={ring}
            className="tdm-hold__progress"
            cx="50"
            cy="50"
            r={RING_RADIUS}
            strokeDasharray={RING_LENGTH}
            strokeDashoffset={RING_LENGTH}
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
