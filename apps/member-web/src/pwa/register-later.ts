/**
 * Loads and runs the service-worker registration after the page has loaded, so it adds nothing to the first
 * load (budget.json) and never competes with the first page's own requests.
 */
export function registerServiceWorkerLater(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    void import("./register-service-worker.ts")
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn("service worker not registered", error));
  if (document.readyState === "complete") setTimeout(register, 0);
  else window.addEventListener("load", register, { once: true });
}
