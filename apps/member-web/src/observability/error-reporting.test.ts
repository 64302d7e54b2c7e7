import { ApiError } from "@tandem/api-client";
import type { ErrorEvent, EventHint } from "@sentry/browser";
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
});
