import { formatDate } from "./format-date.ts";
import type { Language } from "./languages.ts";
import { formatMoney } from "./money.ts";

/**
 * Makes the first date and money formats of a page cheap: the browser's first `Intl` formatter loads its locale
 * data, about 20-30 ms of main thread on a slow phone. Call it while the app waits for the network (the member
 * and the page's data), so that work is not added to the page's first render.
 * @example setTimeout(() => prepareFormats("en"), 0)
 */
export function prepareFormats(language: Language): void {
  formatDate(0, language);
  formatDate(0, language, "short-date-time");
  formatMoney({ cents: 0, currency: "USD" }, language);
}
