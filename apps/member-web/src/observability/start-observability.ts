import type { AppServices } from "../app/app-services.ts";
import { config } from "../config.ts";

/**
 * Starts what watches the running app, after its first render so none of it delays the first paint: error
 * reporting only with a DSN (F-026) and page views only with a metrics endpoint (F-028), each a chunk of its own.
 * A failure to start either is logged and the app carries on.
 */
export function startObservability({ apiClient, router }: AppServices): void {
  const apiOrigin =
    config.apiHost && /^https?:/.test(config.apiHost)
      ? new URL(config.apiHost).origin
      : window.location.origin;
  // Each part is a chunk of its own, fetched only when configured: a build without a DSN or an endpoint carries
  // none of their code in its first load.
  if (config.sentryDsn) {
    import("./error-reporting.ts")
      .then(({ startErrorReporting }) =>
        startErrorReporting(
          {
            dsn: config.sentryDsn,
            environment: config.environment,
            release: config.release,
            tracesSampleRate: config.tracesSampleRate,
            apiOrigin,
          },
          apiClient.currentMember,
        ),
      )
      .catch((error: unknown) => console.error("Could not start error reporting", error));
  }
  if (config.metricsEndpoint) {
    import("./page-views.ts")
      .then(({ startPageViews }) => startPageViews(router, config.metricsEndpoint))
      .catch((error: unknown) => console.warn("Could not start page-view metrics", error));
  }
}
