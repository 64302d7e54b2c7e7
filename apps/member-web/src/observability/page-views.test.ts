import { afterEach, describe, expect, it, vi } from "vitest";
import { startPageViews, type RouterLike } from "./page-views.ts";

type State = RouterLike["state"];

function fakeRouter() {
  const listeners = new Set<(state: State) => void>();
  const initial: State = { location: { key: "first" }, navigation: { state: "idle" } };
  const router = {
    state: initial,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(key: string, navigation: string) {
      router.state = { location: { key }, navigation: { state: navigation } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

describe("page views", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("F-028 counts the load and each settled navigation once, however often the router reports", async () => {
    const sent = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null)));
    vi.stubGlobal("fetch", sent);
    vi.useFakeTimers();
    const router = fakeRouter();
    expect(await startPageViews(router, "https://metrics.test/count")).toBe(true);
    router.emit("second", "loading");
    router.emit("second", "idle");
    router.emit("second", "idle");
    router.emit("third", "idle");
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    expect(sent).toHaveBeenCalledTimes(3);
    expect(sent.mock.calls.every(([url]) => String(url).startsWith("https://metrics.test/count?"))).toBe(
      true,
    );
  });

  it("F-028 sends nothing without an endpoint", async () => {
    const sent = vi.fn();
    vi.stubGlobal("fetch", sent);
    expect(await startPageViews(fakeRouter(), undefined)).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });
});
