import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { replayCachedQuery } from "./replay-cached-query.ts";

function pageQuery(fetchPage: () => Promise<string>) {
  return { queryKey: ["ledgers", 3, "lines", 2] as const, queryFn: fetchPage, staleTime: Infinity };
}

describe("replayCachedQuery", () => {
  afterEach(() => vi.useRealTimers());

  it("A-11 fetches a page the first time; the second time it is not there at 199 ms and is replayed at 200 ms, with no request", async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const fetchPage = vi.fn(() => Promise.resolve("page 2"));
    await expect(replayCachedQuery(queryClient, pageQuery(fetchPage))).resolves.toBe("page 2");
    expect(fetchPage).toHaveBeenCalledTimes(1);

    let replayed: string | undefined;
    void replayCachedQuery(queryClient, pageQuery(fetchPage)).then((data) => (replayed = data));
    // The row's 200 ms, written out: the helper's own constant would follow any change to it.
    await vi.advanceTimersByTimeAsync(199);
    expect(replayed).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(replayed).toBe("page 2");
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it("A-11 fetches again once the cache is invalidated (a language switch)", async () => {
    const queryClient = new QueryClient();
    const fetchPage = vi.fn(() => Promise.resolve("page"));
    await replayCachedQuery(queryClient, pageQuery(fetchPage));
    await queryClient.invalidateQueries({ queryKey: ["ledgers"] });
    await replayCachedQuery(queryClient, pageQuery(fetchPage));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it("A-11 fetches again after a failed fetch instead of replaying nothing", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fetchPage = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue("page");
    await expect(replayCachedQuery(queryClient, pageQuery(fetchPage))).rejects.toThrow("down");
    await expect(replayCachedQuery(queryClient, pageQuery(fetchPage))).resolves.toBe("page");
  });

  it("stops waiting when the navigation is cancelled", async () => {
    const queryClient = new QueryClient();
    await replayCachedQuery(
      queryClient,
      pageQuery(() => Promise.resolve("page")),
    );
    const abort = new AbortController();
    const replay = replayCachedQuery(
      queryClient,
      pageQuery(() => Promise.resolve("page")),
      {
        signal: abort.signal,
      },
    );
    abort.abort(new Error("navigated away"));
    await expect(replay).rejects.toThrow("navigated away");
  });
});
