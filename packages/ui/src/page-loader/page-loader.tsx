import { useLingui } from "@lingui/react";
import { useEffect, useState, type ReactNode } from "react";
import { uiMessages } from "../internal/messages.ts";
import { Spinner } from "../spinner/spinner.tsx";
import "./page-loader.css";

export interface PageLoaderProps {
  /**
   * Milliseconds to wait before the ring appears, so a quick load never flashes a spinner; the space is reserved
   * meanwhile, so nothing jumps. @defaultValue 300
   */
  buffer?: number;
  /** A visible line under the ring; screen readers hear "Loading…" when none is given. */
  label?: ReactNode;
}

/**
 * The centred ring shown in place of a page's content while it loads (F-007), after a short buffer.
 * @example if (query.isPending) return <PageLoader />;
 */
export function PageLoader({ buffer = 300, label }: PageLoaderProps) {
  const { i18n } = useLingui();
  const [visible, setVisible] = useState(buffer <= 0);
  useEffect(() => {
    if (buffer <= 0) return;
    const timer = window.setTimeout(() => setVisible(true), buffer);
    return () => window.clearTimeout(timer);
  }, [buffer]);
  return (
    <div className="tdm-page-loader" role="status" aria-busy="true">
      {visible && (
        <>
          <Spinner size="lg" />
          {label ? (
            <p className="tdm-page-loader__label">{label}</p>
          ) : (
            <span className="tdm-visually-hidden">{i18n._(uiMessages.loading)}</span>
          )}
        </>
      )}
    </div>
  );
}
