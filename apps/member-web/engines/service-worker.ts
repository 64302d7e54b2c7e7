import type { LanePage } from "./lane-page.ts";
import { waitUntil } from "./wait.ts";

/** Waits until the page's origin has a registered service worker (registered after the page's `load`). */
export async function waitForServiceWorker(page: LanePage): Promise<void> {
  await waitUntil("a registered service worker", () =>
    page.driver.evaluate<boolean>("navigator.serviceWorker.getRegistration().then((r) => r !== undefined)"),
  );
}

/**
 * Checks that words the app shows only after a delayed check (the install prompt: a second after mount, C-14) stay
 * away: once the service worker is registered, they must not appear through the check's time and a second more.
 * The one bounded wait of the lane: nothing appears to wait for.
 */
export async function stillAbsentAfterCheck(page: LanePage, text: string, checkMs = 1_000): Promise<void> {
  await waitForServiceWorker(page);
  const until = Date.now() + checkMs + 1_000;
  while (Date.now() < until) {
    if ((await page.driver.evaluate<string>("document.body.innerText")).includes(text))
      throw new Error(`"${text}" appeared`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
