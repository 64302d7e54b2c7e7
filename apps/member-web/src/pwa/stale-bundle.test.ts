import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The module keeps per-page state (reloading, the marker), so each test loads a fresh copy.
async function fresh() {
  vi.resetModules();
  return import("./stale-bundle.ts");
}

function fakeLocation(href: string) {
  return { href, replace: vi.fn<(url: string) => void>() } as unknown as Location & {
    replace: ReturnType<typeof vi.fn<(url: string) => void>>;
  };
}

const staleChunk = () =>
  new TypeError("Failed to fetch dynamically imported module: /app/assets/food-0ld.js");
/** The server answered the probe (a new build's chunk is gone), or nothing did (the network is). */
const answered = () => Promise.resolve(true);
const unanswered = () => Promise.resolve(false);

describe("stale-bundle recovery (B-09)", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("B-09 reloads once with a cache-buster, and not again within the time window", async () => {
    const { reloadForNewBuild, RELOAD_PARAM, RELOAD_WINDOW_MS } = await fresh();
    const location = fakeLocation("http://127.0.0.1/app/food?sort=new#top");
    expect(reloadForNewBuild(1_000_000, location)).toBe(true);
    const target = new URL(location.replace.mock.calls[0]?.[0] ?? "");
    expect(target.pathname).toBe("/app/food");
    expect(target.searchParams.get("sort")).toBe("new");
    expect(target.searchParams.get(RELOAD_PARAM)).toBe("1000000");
    expect(target.hash).toBe("#top");

    // The reloaded page (a new module instance) meets a stale chunk again: no second reload.
    const next = await fresh();
    const again = fakeLocation(target.href);
    expect(next.reloadForNewBuild(1_000_000 + RELOAD_WINDOW_MS - 1, again)).toBe(false);
    expect(again.replace).not.toHaveBeenCalled();
    expect(next.reloadForNewBuild(1_000_000 + RELOAD_WINDOW_MS + 1, again)).toBe(true);
  });

  it("guards through the reloaded address when sessionStorage fails", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { reloadForNewBuild, takeReloadMarker, RELOAD_PARAM } = await fresh();
    const now = Date.now();
    window.history.replaceState(null, "", `/app/food?${RELOAD_PARAM}=${now}`);
    expect(takeReloadMarker()).toBe(true);
    expect(reloadForNewBuild(now + 1000, fakeLocation("http://127.0.0.1/app/food"))).toBe(false);
  });

  it("never reloads while offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { reloadForNewBuild } = await fresh();
    const location = fakeLocation("http://127.0.0.1/app/food");
    expect(reloadForNewBuild(Date.now(), location)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it("takes the cache-buster out of the address and owes one notice", async () => {
    const { takeReloadMarker, takeUpdateNotice, RELOAD_PARAM } = await fresh();
    window.history.replaceState({ idx: 3 }, "", `/app/food/12?tab=a&${RELOAD_PARAM}=123#x`);
    expect(takeReloadMarker()).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/app/food/12?tab=a#x",
    );
    expect(window.history.state).toEqual({ idx: 3 });
    expect(takeUpdateNotice()).toBe(true);
    expect(takeUpdateNotice()).toBe(false);
  });

  it("an ordinary start owes no notice", async () => {
    const { takeReloadMarker, takeUpdateNotice } = await fresh();
    window.history.replaceState(null, "", "/app/dashboard");
    expect(takeReloadMarker()).toBe(false);
    expect(takeUpdateNotice()).toBe(false);
  });

  it("a lazy route whose chunk is gone waits for the reload; other failures reach the error view", async () => {
    const { reloadOnStaleChunk, isStaleChunkError } = await fresh();
    const replace = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      href: "http://127.0.0.1/app/food",
      replace,
    } as never);
    const settled = vi.fn();
    void reloadOnStaleChunk(() => Promise.reject(staleChunk()), answered)().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();

    const broken = new Error("render failed");
    await expect(reloadOnStaleChunk(() => Promise.reject(broken), answered)()).rejects.toBe(broken);
    expect(isStaleChunkError(new Error("Unable to preload CSS for /app/assets/x.css"))).toBe(true);
    expect(isStaleChunkError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isStaleChunkError(new TypeError("x is undefined"))).toBe(false);
  });

  it("D-01 never reloads into a pending address off the origin", async () => {
    const { followNavigations, reloadForNewBuild } = await fresh();
    let listener: (state: {
      navigation: { location?: { pathname: string; search: string; hash: string } };
    }) => void = () => undefined;
    followNavigations({ subscribe: (next) => (listener = next as typeof listener) });
    listener({ navigation: { location: { pathname: "//evil.example/app/", search: "", hash: "" } } });
    const location = fakeLocation("http://127.0.0.1/app/dashboard");
    expect(reloadForNewBuild(5_000_000, location)).toBe(true);
    const target = new URL(location.replace.mock.calls[0]?.[0] ?? "");
    expect(target.origin).toBe("http://127.0.0.1");
    expect(target.pathname).toBe("/app/dashboard");
  });

  it("reloads into the page the member was opening, not the one being left", async () => {
    const { followNavigations, reloadForNewBuild, RELOAD_PARAM } = await fresh();
    let listener: (state: {
      navigation: { location?: { pathname: string; search: string; hash: string } };
    }) => void = () => undefined;
    followNavigations({ subscribe: (next) => (listener = next as typeof listener) });
    listener({ navigation: { location: { pathname: "/app/start", search: "?next=%2Ffood", hash: "" } } });
    const location = fakeLocation("http://127.0.0.1/app/");
    expect(reloadForNewBuild(5_000_000, location)).toBe(true);
    const target = new URL(location.replace.mock.calls[0]?.[0] ?? "");
    expect(target.pathname).toBe("/app/start");
    expect(target.searchParams.get("next")).toBe("/food");
    expect(target.searchParams.get(RELOAD_PARAM)).toBe("5000000");
  });
  it("B-09 a chunk lost with the network is no new build: no reload, the error view (WebKit stays 'online')", async () => {
    const { reloadOnStaleChunk, watchStaleChunks } = await fresh();
    const replace = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      href: "http://127.0.0.1/app/food",
      replace,
    } as never);
    const lost = staleChunk();
    await expect(reloadOnStaleChunk(() => Promise.reject(lost), unanswered)()).rejects.toBe(lost);
    const target = new EventTarget() as Window;
    watchStaleChunks(target, unanswered);
    target.dispatchEvent(new Event("vite:preloadError"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(replace).not.toHaveBeenCalled();
  });

  it("the probe: any answer of the server counts (a 404 too), a network failure does not", async () => {
    const { serverAnswers } = await fresh();
    const location = fakeLocation("http://127.0.0.1/app/food");
    const notFound = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 404 }));
    expect(await serverAnswers(notFound, location)).toBe(true);
    expect(notFound).toHaveBeenCalledWith("http://127.0.0.1/app/food", { method: "HEAD", cache: "no-store" });
    const down = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Load failed"));
    expect(await serverAnswers(down, location)).toBe(false);
  });
});
