import "./spinner.css";

export type SpinnerSize = "sm" | "md" | "lg";

export interface SpinnerProps {
  /** 1.25 rem, 2.5 rem or 3.5 rem across. @defaultValue "md" */
  size?: SpinnerSize;
}

/**
 * The one ring graphic of every loader (C-03: full-screen, page and overlay loaders share it). Decorative: the
 * loader around it carries the "Loading…" label.
 */
export function Spinner({ size = "md" }: SpinnerProps) {
  return <span className={`tdm-spinner tdm-spinner--${size}`} aria-hidden="true" />;
}
