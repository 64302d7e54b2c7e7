import { isApiError } from "@tandem/api-client";

/**
 * How fast linking an account asks again (F-197, B-14). The server holds each `poll_for_new_magic_link` round up
 * to the client's 30 s timeout, but may answer at once; the app then waits out a minimum between rounds, backs off
 * after failures, waits out a 429's `retry_after`, and gives up after ten minutes of waiting.
 */
export const LINK_PACING = {
  /** A round starts at least this long after the one before it started. */
  minRoundMs: 2000,
  /** The pause after the first failed round; each further failure doubles it, up to `maxBackoffMs`. */
  firstBackoffMs: 2000,
  maxBackoffMs: 30_000,
  /** A round that failed after this long was held to the client's timeout: the next starts at once. */
  heldRoundMs: 25_000,
  /** How long the app waits for the vendor while the page is in view, before it says so and offers a retry. */
  deadlineMs: 10 * 60_000,
} as const;

/** What follows a round: another after `ms`, or an end with the failed call's code. */
export type NextRound = { next: "wait"; ms: number } | { next: "stop"; code: string };

/** After a round that answered "no change yet" `elapsedMs` after it started. */
export function afterNoChange(elapsedMs: number): NextRound {
  return { next: "wait", ms: Math.max(0, LINK_PACING.minRoundMs - elapsedMs) };
}

/**
 * After a round that failed `elapsedMs` after it started, the `failures`-th in a row. A 4xx other than 429 and 408
 * will not change by asking again (403 not the member's account, 409 a conflict, 401 the session ended): it stops.
 */
export function afterFailure(error: unknown, elapsedMs: number, failures: number): NextRound {
  const status = isApiError(error) ? error.status : null;
  if (isApiError(error) && status === 429) {
    // The client reads `retry_after` (60 s when the answer names none, doc 1 §8) on `too_many_requests`.
    return { next: "wait", ms: (error.retryAfter ?? 60) * 1000 };
  }
  if (isApiError(error) && status !== null && status >= 400 && status < 500 && status !== 408) {
    return { next: "stop", code: error.code };
  }
  if (elapsedMs >= LINK_PACING.heldRoundMs) return { next: "wait", ms: 0 };
  const backoff = LINK_PACING.firstBackoffMs * 2 ** Math.max(0, failures - 1);
  return { next: "wait", ms: Math.min(LINK_PACING.maxBackoffMs, backoff) };
}
