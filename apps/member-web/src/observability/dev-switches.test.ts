import { afterEach, describe, expect, it, vi } from "vitest";
import { readDevSwitches, withLatency } from "./dev-switches.ts";

describe("developer switches", () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.useRealTimers();
  });

  it("B-12 are all off unless a developer sets them", () => {
    expect(readDevSwitches()).toEqual({ logRequests: false, latencyMs: 0, showMessageKeys: false });
  });

  it("B-12 read request logging, latency and message keys from local storage, ignoring bad values", () => {
    window.localStorage.setItem(
      "dev-switches",
      JSON.stringify({ logRequests: true, latencyMs: 1500, showMessageKeys: "yes" }),
    );
    expect(readDevSwitches()).toEqual({ logRequests: true, latencyMs: 1500, showMessageKeys: false });
  });

  it("B-12 holds every request for the artificial latency", async () => {
    vi.useFakeTimers();
    const base = vi.fn(() => Promise.resolve(new Response("ok")));
    const slow = withLatency(1500, base);
    const answer = slow("/api/v1/me");
    await vi.advanceTimersByTimeAsync(1499);
    expect(base).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(base).toHaveBeenCalledTimes(1);
    expect(await (await answer).text()).toBe("ok");
  });
});

describe("message keys switch", () => {
  it("B-12 shows message ids instead of text, also after a language switch", async () => {
    const { setupI18n } = await import("@lingui/core");
    const { showMessageKeys } = await import("./show-message-keys.ts");
    const i18n = setupI18n({
      locale: "en",
      messages: { en: { "nav.trips": "Trips" }, es: { "nav.trips": "Viajes" } },
    });
    showMessageKeys(i18n);
    expect(i18n._("nav.trips")).toBe("nav.trips");
    i18n.activate("es");
    expect(i18n._("nav.trips")).toBe("nav.trips");
  });
});
