import { createContext, useContext, type ReactNode } from "react";

/** What an in-app link needs; the app's router link renders it (ui never imports the router). */
export interface AppLinkProps {
  /** The in-app path or hash, e.g. `/terms-of-use` or `#check-details`. */
  to: string;
  /** Replace the current history entry instead of adding one (F-024, `##`). */
  replace: boolean;
  /** Open in a new tab (F-023, `__blank__`). */
  newTab: boolean;
  className: string;
  children: ReactNode;
}

/** Renders an in-app link, e.g. with react-router: `(p) => <Link to={p.to} replace={p.replace} … />`. */
export type RenderAppLink = (props: AppLinkProps) => ReactNode;

/** App-wide settings of product-text rendering. */
export interface MarkdownConfig {
  /** Renders in-app links; without it they are plain anchors (which skip the router and its base path). */
  renderLink?: RenderAppLink | undefined;
  /** The marketing site's host (e.g. `tandem.example`): its links keep the referrer (F-025). */
  marketingHost?: string | undefined;
}

const MarkdownConfigContext = createContext<MarkdownConfig>({});

/** Reads the settings given by the nearest {@link MarkdownConfigProvider}. */
export function useMarkdownConfig(): MarkdownConfig {
  return useContext(MarkdownConfigContext);
}

/**
 * Gives every `Markdown` below it the app's link renderer and marketing host, once, near the router.
 * @example <MarkdownConfigProvider renderLink={renderRouterLink} marketingHost={config.marketingHost}>…</MarkdownConfigProvider>
 */
export function MarkdownConfigProvider({ children, ...config }: MarkdownConfig & { children: ReactNode }) {
  return <MarkdownConfigContext value={config}>{children}</MarkdownConfigContext>;
}
