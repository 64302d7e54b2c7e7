// Bot detection codes of the page-view counter (S-01, C-07).

/** The globals the detector looks at; in a browser, `window`, `document` and `navigator`. */
export interface BotSignals {
  window: object;
  document: object;
  navigator: { webdriver?: boolean };
}

/** Not a bot. */
export const NOT_A_BOT = 0;

/**
 * The counter's `b` value: 150 for PhantomJS globals, 151 for Nightmare, 152 for Selenium's document markers,
 * 153 when `navigator.webdriver` is true, 0 otherwise (S-01).
 */
export function detectBot({ window, document, navigator }: BotSignals): number {
  if ("callPhantom" in window || "_phantom" in window || "phantom" in window) return 150;
  if ("__nightmare" in window) return 151;
  if (
    "__selenium_unwrapped" in document ||
    "__webdriver_evaluate" in document ||
    "__driver_evaluate" in document
  ) {
    return 152;
  }
  if (navigator.webdriver === true) return 153;
  return NOT_A_BOT;
}
