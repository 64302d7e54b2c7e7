import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { uiMessages } from "../internal/messages.ts";
import "./progress-bar.css";

export interface ProgressBarProps {
  /** Whether something is loading; the bar shows only while true. */
  active: boolean;
  /**
   * Milliseconds of loading before the bar appears, so a quick navigation never flickers. @defaultValue 150
   */
  buffer?: number;
}

/**
 * A thin indeterminate bar along the top of the window while a navigation waits for its data (no silent
 * wait). It sits above the page without taking space, so nothing shifts; with reduced motion it pulses
 * instead of sliding. Screen readers hear "Loading…".
 * @example <ProgressBar active={navigation.state === "loading"} />
 */
export function ProgressBar({ active, buffer = 150 }: ProgressBarProps) {
  const { i18n } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setVisible(true), buffer);
    return () => {
      window.clearTimeout(timer);
      setVisible(false);
    };
  }, [active, buffer]);
  if (!active || !visible) return null;
  return (
    <div className="tdm-progress-bar" role="progressbar" aria-label={i18n._(uiMessages.loading)}>
      <div className="tdm-progress-bar__fill" />
    </div>
  );
}
