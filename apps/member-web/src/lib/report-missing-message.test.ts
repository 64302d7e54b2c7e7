import * as Sentry from "@sentry/browser";
import { describe, expect, it, vi } from "vitest";
import { reportMissingMessage } from "./report-missing-message.ts";

const scope = { setLevel: vi.fn(), setTags: vi.fn() };
vi.mock("@sentry/browser", () => ({
  withScope: vi.fn((callback: (s: typeof scope) => void) => callback(scope)),
  captureMessage: vi.fn(),
}));

const missing = { id: "dashboard.new_alert", language: "es", fullId: "es.dashboard.new_alert" };

describe("reportMissingMessage", () => {
  it("F-038 reports a warning-level missing_localization_key tagged with the key and language", async () => {
    reportMissingMessage(missing, "https://key@reporting.example/1");
    await vi.waitFor(() => expect(Sentry.captureMessage).toHaveBeenCalledWith("missing_localization_key"));
    expect(scope.setLevel).toHaveBeenCalledWith("warning");
    expect(scope.setTags).toHaveBeenCalledWith({
      localization_key: "dashboard.new_alert",
      localization_key_fqn: "es.dashboard.new_alert",
      localization_language: "es",
    });
  });

  it("F-026 reports nothing without a DSN", async () => {
    vi.mocked(Sentry.captureMessage).mockClear();
    reportMissingMessage(missing, undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Sentry.captureMessage).not.toHaveBeenCalled();
  });
});
