import { setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import { watchMissingMessages } from "./missing-messages.ts";
import { applyLanguage } from "./setup.ts";

describe("watchMissingMessages", () => {
  it("F-038 shows the id, warns once and reports missing_localization_key once per id", async () => {
    const instance = setupI18n();
    await applyLanguage("es", instance);
    const report = vi.fn();
    const warn = vi.fn();
    const stop = watchMissingMessages({ instance, report, warn });

    expect(instance._("dashboard.brand_new_alert")).toBe("dashboard.brand_new_alert");
    expect(instance._("dashboard.brand_new_alert")).toBe("dashboard.brand_new_alert");
    instance._("welcome.continue");

    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({
      id: "dashboard.brand_new_alert",
      language: "es",
      fullId: "es.dashboard.brand_new_alert",
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("dashboard.brand_new_alert");
    stop();
    instance._("dashboard.other_alert");
    expect(report).toHaveBeenCalledTimes(1);
  });

  it("F-038 a reporter that throws never breaks rendering", async () => {
    const instance = setupI18n();
    await applyLanguage("en", instance);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    watchMissingMessages({
      instance,
      warn: vi.fn(),
      report: () => {
        throw new Error("reporter down");
      },
    });
    expect(instance._("nowhere.to_be_found")).toBe("nowhere.to_be_found");
    expect(error).toHaveBeenCalledWith("Could not report a missing message", expect.any(Error));
  });
});
