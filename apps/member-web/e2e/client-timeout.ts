import type { Page, Request } from "@playwright/test";

/**
 * The client's per-attempt timeout (`API_TIMEOUT_MS` of @tandem/api-client): in the timeout journeys the page's clock
 * is moved on by this much while a held call waits, so the client's own timer gives up on it.
 */
export const CLIENT_TIMEOUT_MS = 20_000;

/**
 * How long the sandbox holds a call in the timeout journeys, in real time; the page's clock is moved past the
 * client's timeout {@link ANSWER_AFTER_TIMEOUT_MS} before that. So the client gives up first and the sandbox answers
 * (applying a write late) soon after, as with a hold a little longer than the client's 20 s, without the test waiting
 * them. As then, a second try the member makes at once (after an inline error) reaches the sandbox before that late
 * answer, and one made after a toast has gone (5 s) reaches it after; the margins leave room for a busy machine.
 */
export const HOLD_MS = 6_000;
export const ANSWER_AFTER_TIMEOUT_MS = 3_000;

/**
 * For a held call sent at `sentAt` (real time): waits until ANSWER_AFTER_TIMEOUT_MS before the sandbox answers it,
 * then moves the page's clock (installed with `context.clock.install()`) on by the client's timeout.
 */
export async function passClientTimeout(page: Page, sentAt: number): Promise<void> {
  const timeoutAt = sentAt + HOLD_MS - ANSWER_AFTER_TIMEOUT_MS;
  if (timeoutAt > Date.now()) await page.waitForTimeout(timeoutAt - Date.now());
  await page.clock.fastForward(CLIENT_TIMEOUT_MS);
}

/** What became of a call the page made; both stay false while it waits. */
export interface CallOutcome {
  /** Whether the page's client gave up on it (the request failed, aborted by the client's timeout). */
  abandoned: boolean;
  /** Whether the page received the sandbox's answer, that is, before its client gave up. */
  answered: boolean;
}

/** Follows `request` of `page` from now on: the returned outcome is updated as the call ends. */
export function followCall(page: Page, request: Request): CallOutcome {
  const outcome = { abandoned: false, answered: false };
  page.on("requestfailed", (ended) => {
    if (ended === request) outcome.abandoned = true;
  });
  page.on("requestfinished", (ended) => {
    if (ended === request) outcome.answered = true;
  });
  return outcome;
}
