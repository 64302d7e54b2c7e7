import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { uiMessages } from "../internal/messages.ts";
import { Spinner } from "../spinner/spinner.tsx";
import "./overlay-loader.css";

export interface OverlayLoaderProps {
  /** While true, the content is veiled, marked busy and cannot be used. */
  active: boolean;
  /** The content being refreshed or acted on. */
  children: ReactNode;
}

/**
 * A ring over a part of the page while it refreshes, keeping the content in place and visible underneath (C-03:
 * the same ring as the other loaders). The content is `inert` meanwhile, so it cannot be pressed twice.
 * @example <OverlayLoader active={saving}><PreferencesForm /></OverlayLoader>
 */
export function OverlayLoader({ active, children }: OverlayLoaderProps) {
  const { i18n } = useLingui();
  return (
    <div className="tdm-overlay-loader" aria-busy={active || undefined}>
      <div className="tdm-overlay-loader__content" inert={active}>
        {children}
      </div>
      {active && (
        <div className="tdm-overlay-loader__veil" role="status">
          <Spinner />
          <span className="tdm-visually-hidden">{i18n._(uiMessages.loading)}</span>
        </div>
      )}
    </div>
  );
}
