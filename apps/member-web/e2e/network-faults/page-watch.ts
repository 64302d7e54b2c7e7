// What the network-fault suite watches on the page: loaders, and stretches where it shows nothing.
import type { Locator } from "@playwright/test";

/** Taps `target` unless it is gone, or stays untappable, for 5 s. */
export const tapIfThere = (target: Locator) => target.click({ timeout: 5_000 }).catch(() => undefined);

/** A loader of any kind: a page or screen loader, a skeleton region, a busy button, the navigation's bar, a spinner. */
export const loaderSelector = '[aria-busy="true"], [role="progressbar"], .tdm-spinner';

/**
 * Watches the page for a blank main region: every 50 ms, a page with no `main`, or a `main` with no text, image or
 * map and no loader anywhere, is blank; the longest blank stretch is kept in `window.__tdmBlank`.
 */
export function watchForBlank() {
  const state = { longest: 0, since: 0 };
  Object.assign(window, { __tdmBlank: state });
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  window.setInterval(() => {
    const main = document.querySelector("main");
    const shows =
      main !== null &&
      (main.innerText.trim() !== "" || main.querySelector("canvas, img, svg") !== null) &&
      visible(main);
    const loading = [
      ...document.querySelectorAll('[aria-busy="true"], [role="progressbar"], [role="status"]'),
    ].some(visible);
    const now = performance.now();
    if (shows || loading) state.since = 0;
    else if (state.since === 0) state.since = now;
    else state.longest = Math.max(state.longest, now - state.since);
  }, 50);
}
