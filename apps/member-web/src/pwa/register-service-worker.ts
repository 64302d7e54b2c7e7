import { APP_BASE } from "@tandem/paths";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Registers the Workbox service worker (B-10) and checks for a new build in the background: hourly, and when the
 * app comes back to the foreground. A new worker takes over by itself; the page keeps running until its next
 * navigation needs a chunk the new build no longer has, which reloads it once (B-09).
 */
// eslint-disable-next-line compat/compat -- register-later.ts loads this only where `"serviceWorker" in navigator`.
export async function registerServiceWorker(container = navigator.serviceWorker): Promise<void> {
  const registration = await container.register(`${APP_BASE}/sw.js`, {
    scope: `${APP_BASE}/`,
    // The worker script is always fetched from the server, never from the HTTP cache.
    updateViaCache: "none",
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, HOUR_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}
