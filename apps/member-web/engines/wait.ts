/** How long the lane waits for what a member would see before it calls a journey failed. */
export const WAIT_MS = 20_000;
const POLL_MS = 100;

/**
 * Polls `check` until it is true (or returns a value other than false/null/undefined), failing with `what` and the
 * last error after `timeoutMs`. Nothing waits a fixed time: each round asks the page again.
 */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | false | null | undefined> | T | false | null | undefined,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value !== false && value !== null && value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const reason = last instanceof Error ? `: ${last.message}` : "";
      throw new Error(`Waited ${String(timeoutMs / 1000)} s for ${what}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
