// `@tandem/api-client/metrics`: the page-view counter of doc 2 §7 and what it reads from the browser. Its own
// subpath because it is not a member API call and only the app shell needs it.
export { detectBot, NOT_A_BOT, type BotSignals } from "./bot-detection.ts";
export { scrubPath, scrubReferrer, scrubSearch } from "./page-address.ts";
export { readBrowserPage, type BrowserGlobals, type PageSnapshot } from "./page-snapshot.ts";
export {
  createPageViewCounter,
  PAGE_VIEW_DELAY_MS,
  type PageViewCounter,
  type PageViewCounterOptions,
} from "./page-view-counter.ts";
