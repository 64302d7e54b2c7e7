import { ApiError } from "@tandem/api-client";
import type { BrowserOptions, ErrorEvent, EventHint } from "@sentry/browser";
import { describe, expect, it } from "vitest";
import { reportingOptions } from "./error-reporting.ts";

const options = reportingOptions({
  dsn: "https://key@errors.test/1",
  environment: "test",
  release: "r1",
  tracesSampleRate: 0.1,
  apiOrigin: "https://api.test",
});
const send = (event: ErrorEvent, error: unknown) =>
  (options.beforeSend as (event: ErrorEvent, hint: EventHint) => ErrorEvent | null)(event, {
    originalException: error,
  });

describe("error reporting", () => {
  it("C-05 keeps 50 breadcrumbs, samples every error, tags the app and traces at the configured rate", () => {
    expect(options).toMatchObject({
      maxBreadcrumbs: 50,
      sampleRate: 1,
      tracesSampleRate: 0.1,
      tracePropagationTargets: ["https://api.test"],
      initialScope: { tags: { application: "web-app" } },
    });
  });

  it("B-18 D-26 drops network errors and 4xx answers, keeps server failures", () => {
    const event = { type: undefined, message: "failed" } as ErrorEvent;
    expect(send(event, new ApiError({ code: "network_error", status: null, message: "offline" }))).toBeNull();
    expect(send(event, new ApiError({ code: "invalid_otp", status: 401, message: "HTTP 401" }))).toBeNull();
    expect(send(event, new DOMException("stopped", "AbortError"))).toBeNull();
    expect(
      send(event, new ApiError({ code: "unhandled_error", status: 503, message: "HTTP 503" })),
    ).not.toBeNull();
  });

  it("D-26 scrubs phones, codes and tokens from what it sends", () => {
    const event = {
      type: undefined,
      message: "verify 654321 for (503) 555-0142",
      request: { url: "https://app.test/app/preferences-public?token=abc" },
    } as ErrorEvent;
    expect(send(event, new Error("boom"))).toMatchObject({
      message: "verify [code] for [phone]",
      request: { url: "https://app.test/app/preferences-public?token=[token]" },
    });
  });

  it("D-26 scrubs a trip receipt's trip and a preferences token from trace spans", () => {
    const trip = "eyJpZCI6NTU4OCwic3RhcnQiOiIxMjAwIFNFIE1vcnJpc29uIFN0In0";
    const span = {
      trace_id: "t",
      span_id: "s",
      name: "pageload",
      start_timestamp: 1,
      status: "ok" as const,
      is_segment: true,
      attributes: {
        "url.full": `https://app.test/app/trip/5588?trip=${trip}`,
        "http.query": "?token=pt_9f8e7d6c5b4a",
        "sentry.op": "pageload",
      },
    } satisfies Parameters<NonNullable<BrowserOptions["beforeSendSpan"]>>[0];
    const sent = JSON.stringify(options.beforeSendSpan?.(span));
    expect(sent).not.toContain(trip);
    expect(sent).not.toContain("pt_9f8e7d6c5b4a");
    expect(sent).toContain("trip=[trip]");
    expect(sent).toContain('"sentry.op":"pageload"');
  });

  it("D-26 scrubs a trip receipt's trip from an event's address and breadcrumbs", () => {
    const trip = "eyJpZCI6NTU4OH0";
    const event = {
      type: undefined,
      message: "failed",
      request: { url: `https://app.test/app/trip/5588?trip=${trip}` },
      breadcrumbs: [
        { category: "navigation", data: { from: "/app/trips", to: `/app/trip/5588?trip=${trip}` } },
      ],
    } as ErrorEvent;
    expect(JSON.stringify(send(event, new Error("boom")))).not.toContain(trip);
  });
});
