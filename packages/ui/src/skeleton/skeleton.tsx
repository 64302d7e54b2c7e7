import type { CSSProperties } from "react";
import "./skeleton.css";

export interface SkeletonProps {
  /** `"text"` draws lines, `"rect"` a block (an image, a card), `"circle"` an avatar. @defaultValue "text" */
  shape?: "text" | "rect" | "circle";
  /** Number of text lines; the last is shorter, as text is. @defaultValue 1 */
  lines?: number;
  /** CSS width. @defaultValue "100%" */
  width?: string;
  /** CSS height of a rect or circle. @defaultValue "8rem" (rect), the width (circle) */
  height?: string;
}

/**
 * A grey shape where content will be while it loads (visual brief: every wait shows where content will be).
 * Decorative: mark the loading region `aria-busy` and give it a "Loading…" label.
 * @example <div aria-busy="true"><Skeleton shape="rect" height="10rem" /><Skeleton lines={3} /></div>
 */
export function Skeleton({ shape = "text", lines = 1, width = "100%", height }: SkeletonProps) {
  if (shape !== "text") {
    const size: CSSProperties = {
      width,
      height: height ?? (shape === "circle" ? width : "8rem"),
    };
    return <span className={`tdm-skeleton tdm-skeleton--${shape}`} style={size} aria-hidden="true" />;
  }
  return (
    <span className="tdm-skeleton-lines" style={{ width }} aria-hidden="true">
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} className="tdm-skeleton tdm-skeleton--text" />
      ))}
    </span>
  );
}
