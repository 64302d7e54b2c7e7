/**
 * Whether a request is a navigation into the app from a campaign link (`utm_` parameters in its query): the service
 * worker sends it to the server, which keeps the parameters in cookies until sign-up (the backend's
 * Rack::UtmCapture, the sandbox and the nginx configuration alike), instead of answering it from its cache, as it
 * answers every other navigation. Offline, the cached shell answers it after all (pwa.config.ts).
 *
 * Workbox writes this function's text into the worker (sw.js), so it uses nothing from outside itself.
 */
export function isCampaignNavigation({ request, url }: { request: Request; url: URL }): boolean {
  return (
    request.mode === "navigate" &&
    url.pathname.startsWith("/app/") &&
    [...url.searchParams.keys()].some((key) => key.startsWith("utm_"))
  );
}
