// A fetch for timeout tests under fake timers: it never answers, and rejects only when the request is aborted
// (which is how ky ends an attempt that ran out of time). It records when each attempt started.
import { vi } from "vitest";

/** The stalled fetch and the fake-clock times (ms since it was made) at which attempts were sent. */
export interface StalledFetch {
  fetch: typeof fetch;
  attemptsAt: number[];
}

/**
 * Creates a {@link StalledFetch}. `failFirst` makes the first attempts fail as a dropped connection after the
 * given delays (ms), to test limits that include retries. Call after `vi.useFakeTimers()`.
 */
export function stalledFetch(failFirst: number[] = []): StalledFetch {
  const started = Date.now();
  const attemptsAt: number[] = [];
  const fetch: typeof globalThis.fetch = (input) => {
    const attempt = attemptsAt.push(Date.now() - started) - 1;
    const signal = input instanceof Request ? input.signal : undefined;
    return new Promise<Response>((_, reject) => {
      signal?.addEventListener("abort", () => reject(signal.reason as Error));
      const dropAfter = failFirst[attempt];
      // "fetch failed" is what undici says for a dropped connection; ky counts it as a network error.
      if (dropAfter !== undefined) setTimeout(() => reject(new TypeError("fetch failed")), dropAfter);
    });
  };
  return { fetch, attemptsAt };
}

/** Whether `promise` has settled by now (lets pending microtasks run first). */
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => void (done = true),
    () => void (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}
