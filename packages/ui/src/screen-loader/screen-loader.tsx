import { useLingui } from "@lingui/react";
import { useEffect, useRef, type ReactNode } from "react";
import { uiMessages } from "../internal/messages.ts";
import { Spinner } from "../spinner/spinner.tsx";
import "./screen-loader.css";

export interface ScreenLoaderProps {
  /**
   * `"solid"` hides the page (app start, F-001); `"veil"` dims it and blocks it during an operation that must
   * not be interrupted, such as completing an order (F-007, F-139). @defaultValue "solid"
   */
  cover?: "solid" | "veil";
  /** A visible line under the ring, e.g. "Placing your order…"; screen readers hear "Loading…" otherwise. */
  label?: ReactNode;
}

/**
 * The full-screen loader. It takes focus while shown, so a keyboard press cannot reach the page under it, and
 * hands focus back when it goes.
 * @example {completing && <ScreenLoader cover="veil" />}
 */
export function ScreenLoader({ cover = "solid", label }: ScreenLoaderProps) {
  const { i18n } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  return (
    <div
      ref={root}
      className={`tdm-screen-loader tdm-screen-loader--${cover}`}
      role="status"
      aria-busy="true"
      tabIndex={-1}
    >
      <Spinner size="lg" />
      {label ? (
        <p className="tdm-screen-loader__label">{label}</p>
      ) : (
        <span className="tdm-visually-hidden">{i18n._(uiMessages.loading)}</span>
      )}
    </div>
  );
}
