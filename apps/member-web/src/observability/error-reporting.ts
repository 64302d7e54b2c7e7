import type { CurrentMemberStore } from "@tandem/api-client";
import type { BrowserOptions, ErrorEvent } from "@sentry/browser";
import { isReportNoise } from "./report-filter.ts";
import { scrubValue } from "./scrub.ts";

/** What error reporting needs from the configuration (doc 1 §9, C-05). */
export interface ErrorReportingConfig {
  dsn: string | undefined;
  environment: string;
  release: string;
  tracesSampleRate: number;
  /** Where traces may be propagated (the API host); same origin when unset. */
  apiOrigin: string;
}

/**
 * The SDK options of C-05 and D-26: 50 breadcrumbs, every error, the app tag, noise dropped, data scrubbed from
 * events, breadcrumbs and trace spans alike (a span carries the page's and the calls' addresses).
 */
export function reportingOptions(config: ErrorReportingConfig & { dsn: string }): BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    maxBreadcrumbs: 50,
    sampleRate: 1,
    tracesSampleRate: config.tracesSampleRate,
    tracePropagationTargets: [config.apiOrigin],
    initialScope: { tags: { application: "web-app" } },
    beforeSend: (event: ErrorEvent, hint) =>
      isReportNoise(hint.originalException) ? null : scrubValue(event),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
    beforeSendSpan: (span) => scrubValue(span),
  };
}

/**
 * Starts error reporting only when a DSN is configured (F-026): the SDK is a chunk of its own, loaded after the
 * first render, so a build without a DSN never downloads it. The member's id, email and name follow the signed-in
 * member (F-027). Returns whether reporting was started.
 */
export async function startErrorReporting(
  config: ErrorReportingConfig,
  member: CurrentMemberStore,
): Promise<boolean> {
  if (!config.dsn) return false;
  const Sentry = await import("./sentry-sdk.ts");
  Sentry.init({
    ...reportingOptions({ ...config, dsn: config.dsn }),
    integrations: [Sentry.browserTracingIntegration()],
  });
  const follow = () => {
    const current = member.get();
    Sentry.setUser(
      current ? { id: String(current.id), email: current.email ?? undefined, username: current.name } : null,
    );
  };
  follow();
  member.subscribe(follow);
  return true;
}
