// The thin adapter every journey of the cross-engine lane is written against: what a member's browser does (open
// an address, tap at a point with a real pointer, press keys one at a time) and a way to read the page. Each engine
// has its own driver: puppeteer-core for Chromium (CDP) and Firefox (WebDriver BiDi), webdriverio for WebKit
// (WebDriver classic, WebKitGTK's MiniBrowser).

export type EngineName = "chromium" | "firefox" | "webkit";

/** The keys the journeys press. */
export type Key = "Tab" | "Enter" | "Escape" | "Backspace";

/** Where the member is, as the browser tells the page: downtown Portland, or location denied. */
export type Whereabouts = "downtown" | "denied";

export const DOWNTOWN = { latitude: 45.5195, longitude: -122.6745, accuracy: 30 } as const;

/** What an engine can be made to do from here; a journey takes another way, or skips a check, where it cannot. */
export interface EngineAbilities {
  /** Draws the map (WebGL). */
  webgl: boolean;
  /** Can report the browser offline to the page (`navigator.onLine` false and the `offline` event). */
  offlineMode: boolean;
  /**
   * Whether the browser answers location itself (a position or a denial set from here); where it cannot (WebKit:
   * its prompt cannot be answered by WebDriver), the lane answers `navigator.geolocation` in the page before the
   * member opens /mobility by a link.
   */
  browserLocation: boolean;
  /** An iPhone's user agent (WebKit here: members on iPhones). */
  iphone: boolean;
}

export interface EngineDriver {
  readonly name: EngineName;
  readonly can: EngineAbilities;
  /**
   * A new visit's browser: no cookies, storage or page errors; location as asked. Chromium and Firefox start a new
   * browser context (no service worker either); WebKit keeps its service workers (see webkit-driver.ts).
   */
  fresh(options: { whereabouts: Whereabouts }): Promise<void>;
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page; a promise is awaited. The value must be JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** A real pointer press (down, then up) at a point of the viewport. */
  tap(x: number, y: number): Promise<void>;
  /** Types into the focused element one key at a time (WebKitWebDriver drops characters of a whole sequence). */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** Reports the browser offline or back online (only where `can.offlineMode`). */
  setOffline(offline: boolean): Promise<void>;
  /** Errors the pages threw or logged since `fresh`, as the engine reports them. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}
