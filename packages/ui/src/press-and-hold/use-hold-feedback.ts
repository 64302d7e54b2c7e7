import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useRef, useState } from "react";

const holdingLeft = msg({
  id: "common.press_and_hold_left",
  message: "Keep holding: {seconds, plural, one {# second} other {# seconds}} left",
});
const letGoEarly = msg({
  id: "common.press_and_hold_early",
  message: "Let go too early, nothing happened. Hold for {seconds} seconds.",
});

/** The ring's radius in its 100 × 100 box, and the length of its stroke (its dash). */
export const RING_RADIUS = 46;
export const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * What the member sees and hears while a hold of `duration` ms runs (F-149): the ring (`ring`, drawn outside
 * React on every frame) fills, and a screen reader hears the whole seconds left (`announcement`), then nothing on
 * completion, or that letting go early did nothing. `hold` holds the callbacks to give `useHold`.
 */
export function useHoldFeedback(duration: number, onComplete: () => void) {
  const { i18n } = useLingui();
  const ring = useRef<SVGCircleElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const secondsLeft = useRef(0);
  const say = (words: string, left = 0) => {
    secondsLeft.current = left;
    setAnnouncement(words);
  };
  const hold = {
    onProgress: (progress: number) => {
      ring.current?.setAttribute("stroke-dashoffset", String(RING_LENGTH * (1 - progress)));
      if (progress <= 0 || progress >= 1) return;
      const left = Math.ceil(((1 - progress) * duration) / 1000);
      if (left !== secondsLeft.current) say(i18n._({ ...holdingLeft, values: { seconds: left } }), left);
    },
    onComplete: () => {
      say("");
      onComplete();
    },
    onCancel: () => say(i18n._({ ...letGoEarly, values: { seconds: duration / 1000 } })),
  };
  return { ring, announcement, hold };
}
