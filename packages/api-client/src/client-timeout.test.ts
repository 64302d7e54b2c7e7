// The 20 s per-attempt limit (C-10), on a fake clock against a server that never answers.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settled, stalledFetch } from "../test/stalled-fetch.ts";
import { createApiClient } from "./client.ts";

describe("timeout (C-10)", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };

  it("C-10 gives up on a call the server never answers after 20 s, as a network_error", async () => {
    const stalled = stalledFetch();
    const client = createApiClient({ host: "http://api.test", fetch: stalled.fetch, logger: silent });
    const call = client.post("auth/start", {});
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_900);
    expect(await settled(call)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(call)).toBe(true);
    expect(await outcome).toMatchObject({ code: "network_error", cause: { name: "TimeoutError" } });
    expect(stalled.attemptsAt).toEqual([0]);
  });

  it("C-10 gives each attempt of a read 20 s before retrying it", async () => {
    const stalled = stalledFetch();
    const client = createApiClient({
      host: "http://api.test",
      fetch: stalled.fetch,
      logger: silent,
      retryDelay: () => 0,
    });
    const outcome = client.get("me/dashboard").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_900);
    expect(stalled.attemptsAt).toEqual([0]);
    // The retry itself waits at least 1 ms (ky's floor), hence "about" 20 s apart.
    await vi.advanceTimersByTimeAsync(110);
    expect(stalled.attemptsAt).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3 * 20_010);
    expect(await outcome).toMatchObject({ code: "network_error" });
    const gaps = stalled.attemptsAt.slice(1).map((at, i) => at - (stalled.attemptsAt[i] ?? 0));
    expect(gaps).toHaveLength(3);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(20_000);
  });
});
