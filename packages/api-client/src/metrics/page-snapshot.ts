import { detectBot } from "./bot-detection.ts";

/** What the page-view counter reports about the page being viewed (doc 2 §7). */
export interface PageSnapshot {
  /** Path plus search, e.g. `/app/food?x=1`. */
  path: string;
  referrer: string;
  title: string;
  /** `location.search`. */
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

/** Reads a {@link PageSnapshot} from the browser (`globalThis` by default). */
export function readBrowserPage(browser: BrowserGlobals = globalThis): PageSnapshot {
  const { location, document, navigator, screen } = browser;
  return {
    path: location.pathname + location.search,
    referrer: document.referrer,
    title: document.title,
    search: location.search,
    screen: [screen.width, screen.height, browser.devicePixelRatio ?? 1],
    bot: detectBot({ window: browser, document, navigator }),
    prerendering: document.visibilityState === "prerender",
    framed: browser.self !== browser.top,
  };
}
