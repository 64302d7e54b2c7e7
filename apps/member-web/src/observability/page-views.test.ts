import { afterEach, describe, expect, it, vi } from "vitest";
import { routePatternOf, startPageViews, type RouterLike } from "./page-views.ts";

type State = RouterLike["state"];

const TRIP_ROUTE = [{ route: {} }, { route: {} }, { route: { path: "/trip/:tripId" } }];

function fakeRouter(matches: State["matches"] = []) {
  const listeners = new Set<(state: State) => void>();
  const initial: State = { location: { key: "first" }, navigation: { state: "idle" }, matches };
  const router = {
    state: initial,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(key: string, navigation: string) {
      router.state = { location: { key }, navigation: { state: navigation }, matches };
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

  it("D-25 F-029 a trip receipt is counted by its route's pattern, without its id or its trip", async () => {
    const trip = btoa(JSON.stringify({ id: 5588, start: "1200 SE Morrison St", lat: 45.5171 }));
    window.history.replaceState(null, "", `/app/trip/5588?trip=${trip}`);
    const sent = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null)));
    vi.stubGlobal("fetch", sent);
    vi.useFakeTimers();
    await startPageViews(fakeRouter(TRIP_ROUTE), "https://metrics.test/count");
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    const url = new URL(String(sent.mock.calls[0]?.[0]));
    expect(url.searchParams.get("p")).toBe("/app/trip/:tripId?trip");
    expect(url.searchParams.get("q")).toBe("?trip");
    expect(url.href).not.toContain("5588");
    expect(decodeURIComponent(url.href)).not.toContain(trip.slice(0, 12));
  });

  it.each([
    [[{ route: {} }, { route: { path: "/preferences-public" } }], "/app/preferences-public"],
    [[{ route: { path: "/food" } }, { route: { path: ":offeringId" } }], "/app/food/:offeringId"],
    [[{ route: { path: "/" } }], "/app/"],
    [[{ route: {} }], null],
  ])("routePatternOf(%j) is %j", (matches, pattern) => {
    expect(routePatternOf({ location: { key: "k" }, navigation: { state: "idle" }, matches })).toBe(pattern);
  });
});
