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

/**
 * What a screen reader hears while a hold of `duration` ms runs (F-149): the whole seconds left, once per second,
 * then nothing on completion, or that letting go early did nothing. Feed it the hold's progress and its ends.
 */
export function useHoldAnnouncement(duration: number) {
  const { i18n } = useLingui();
  const [announcement, setAnnouncement] = useState("");
  const secondsLeft = useRef(0);
  return {
    announcement,
    onProgress: (progress: number) => {
      if (progress <= 0 || progress >= 1) return;
      const left = Math.ceil(((1 - progress) * duration) / 1000);
      if (left === secondsLeft.current) return;
      secondsLeft.current = left;
      setAnnouncement(i18n._({ ...holdingLeft, values: { seconds: left } }));
    },
    onComplete: () => {
      secondsLeft.current = 0;
      setAnnouncement("");
    },
    onCancel: () => {
      secondsLeft.current = 0;
      setAnnouncement(i18n._({ ...letGoEarly, values: { seconds: duration / 1000 } }));
    },
  };
}
