import { detectBot } from "./bot-detection.ts";
import { scrubPath, scrubReferrer, scrubSearch } from "./page-address.ts";

/** What the page-view counter reports about the page being viewed (doc 2 §7). */
export interface PageSnapshot {
  /**
   * The route's pattern (or the path with its ids replaced) plus the query's keys, e.g. `/app/trip/:tripId?trip`:
   * never a record id or a query value (a receipt's trip, a preferences token).
   */
  path: string;
  /** The referrer's origin and scrubbed path. */
  referrer: string;
  title: string;
  /** The query's keys without their values, e.g. `?trip`. */
  search: string;
  /** Screen width, height and pixel ratio. */
  screen: readonly [number, number, number];
  /** Bot code, see `detectBot`. */
  bot: number;
  /** The document is being prerendered (F-030). */
  prerendering: boolean;
  /** The app runs inside a frame (F-030). */
  framed: boolean;
}

/** The browser globals {@link readBrowserPage} reads. */
export interface BrowserGlobals {
  location: { pathname: string; search: string };
  document: { title: string; referrer: string; visibilityState?: string };
  navigator: { webdriver?: boolean };
  screen: { width: number; height: number };
  devicePixelRatio?: number;
  self: unknown;
  top: unknown;
}

/**
 * Reads a {@link PageSnapshot} from the browser (`globalThis` by default). `routePattern`, when the app knows it
 * (`/app/trip/:tripId`), is sent instead of the path; without it the path's ids are replaced by `:id`.
 */
export function readBrowserPage(
  browser: BrowserGlobals = globalThis,
  routePattern?: string | null,
): PageSnapshot {
  const { location, document, navigator, screen } = browser;
  const search = scrubSearch(location.search);
  return {
    path: (routePattern ?? scrubPath(location.pathname)) + search,
    referrer: scrubReferrer(document.referrer),
    title: document.title,
    search,
    screen: [screen.width, screen.height, browser.devicePixelRatio ?? 1],
    bot: detectBot({ window: browser, document, navigator }),
    prerendering: document.visibilityState === "prerender",
    framed: browser.self !== browser.top,
  };
}
