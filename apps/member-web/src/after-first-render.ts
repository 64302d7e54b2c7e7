import type { AppServices } from "./app/app-services.ts";
import { startObservability } from "./observability/start-observability.ts";
import { registerServiceWorkerLater } from "./pwa/register-later.ts";

/**
 * What starts once the first page is on screen, from a chunk of its own so none of it weighs on the first load:
 * the service worker's registration after the page's `load` (B-10), and what watches the running app, error
 * reporting and page views, each only when configured (F-026, F-028).
 */
export function afterFirstRender(services: AppServices): void {
  registerServiceWorkerLater();
  startObservability(services);
}
