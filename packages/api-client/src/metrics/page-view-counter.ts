// The page-view counter of doc 2 §7 (F-028, F-029, F-030, A-01, E-01, D-25).
import type { ApiLogger } from "../logging.ts";
import { readBrowserPage, type PageSnapshot } from "./page-snapshot.ts";

/** Doc 2 §9's "delay buffer": the wait before a count, so that a route change's new title is read. */
export const PAGE_VIEW_DELAY_MS = 100;

/** Options of {@link createPageViewCounter}. */
export interface PageViewCounterOptions {
  /** The metrics endpoint; nothing is ever sent without one (F-028). */
  endpoint?: string | null;
  /** Default {@link PAGE_VIEW_DELAY_MS}. */
  delayMs?: number;
  fetch?: typeof fetch;
  logger?: Pick<ApiLogger, "warn">;
  /** Reads the page; default {@link readBrowserPage}. */
  readPage?: () => PageSnapshot;
  /** Random numbers in [0, 1) for the `rnd` token; default `Math.random`. */
  random?: () => number;
}

/** Counts page views; `count()` never rejects. */
export interface PageViewCounter {
  /** Whether an endpoint is configured. */
  readonly enabled: boolean;
  /** Sends one count for the current page; `event` marks an event instead of a page view. */
  count(view?: { event?: boolean }): Promise<void>;
}

/** The counter's query (F-029): empty, null and false values are left out; `b` is kept even when 0. */
export function pageViewQuery(page: PageSnapshot, event: boolean, random: () => number): URLSearchParams {
  const fields: Record<string, string | number | boolean> = {
    p: page.path,
    r: page.referrer,
    t: page.title,
    e: event,
    s: page.screen.join(","),
    b: page.bot,
    q: page.search,
    rnd: random().toString(36).slice(2, 7).padEnd(5, "0"),
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === "" || value === false) continue;
    query.append(key, String(value));
  }
  return query;
}

/**
 * Creates the page-view counter: a keepalive, `no-cors` POST with no body to `<endpoint>?<query>` (D-25), skipped
 * with a warning for prerendered or framed pages (F-030); failures are only logged as warnings (E-01).
 * @example const counter = createPageViewCounter({ endpoint: config.metricsEndpoint }); router.subscribe(() => counter.count());
 */
export function createPageViewCounter(options: PageViewCounterOptions = {}): PageViewCounter {
  const { endpoint, delayMs = PAGE_VIEW_DELAY_MS, logger = console, random = Math.random } = options;
  const readPage = options.readPage ?? (() => readBrowserPage());
  return {
    enabled: Boolean(endpoint),
    async count(view = {}) {
      if (!endpoint) return;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const page = readPage();
      if (page.prerendering) return logger.warn("[metrics] not counting because of: prerender");
      if (page.framed) return logger.warn("[metrics] not counting because of: frame");
      const url = `${endpoint}${endpoint.includes("?") ? "&" : "?"}${pageViewQuery(page, view.event ?? false, random).toString()}`;
      try {
        await (options.fetch ?? fetch)(url, {
          method: "POST",
          keepalive: true,
          mode: "no-cors",
          credentials: "omit",
        });
      } catch (error) {
        logger.warn("[metrics] page-view count failed", error);
      }
    },
  };
}
