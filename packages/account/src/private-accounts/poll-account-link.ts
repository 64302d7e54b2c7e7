import { afterFailure, afterNoChange, LINK_PACING, type NextRound } from "./link-pacing.ts";

/** One `poll_for_new_magic_link` round's answer. */
export interface PollRound {
  foundChange: boolean;
  successInstructions: string;
}

/** How polling ended: linked, stopped by a failure that asking again will not mend, or out of time. */
export type PollEnd =
  | { phase: "linked"; successInstructions: string }
  | { phase: "failed"; code: string }
  | { phase: "timed_out" };

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Resolves once the page is in view (at once when it is), with how long it was hidden. */
function whenVisible(signal: AbortSignal): Promise<number> {
  if (typeof document === "undefined" || document.visibilityState !== "hidden") return Promise.resolve(0);
  const hiddenAt = Date.now();
  return new Promise((resolve) => {
    const done = () => {
      if (document.visibilityState === "hidden" && !signal.aborted) return;
      document.removeEventListener("visibilitychange", done);
      resolve(Date.now() - hiddenAt);
    };
    document.addEventListener("visibilitychange", done);
    signal.addEventListener("abort", done);
  });
}

type RoundResult =
  | { kind: "linked"; successInstructions: string }
  | { kind: "answered"; next: NextRound }
  | { kind: "failed"; next: NextRound };

async function oneRound(
  poll: (signal: AbortSignal) => Promise<PollRound>,
  signal: AbortSignal,
  failures: number,
): Promise<RoundResult> {
  const started = Date.now();
  try {
    const round = await poll(signal);
    if (round.foundChange) return { kind: "linked", successInstructions: round.successInstructions };
    return { kind: "answered", next: afterNoChange(Date.now() - started) };
  } catch (error) {
    return { kind: "failed", next: afterFailure(error, Date.now() - started, failures + 1) };
  }
}

/**
 * Polls until the vendor's link arrives (F-196, F-197, B-14), paced by {@link LINK_PACING}: no round starts while
 * the page is hidden (hidden time does not count against the deadline), and none after `signal` aborts, which
 * also aborts the round in flight. Resolves null when aborted.
 */
export async function pollForLink(
  poll: (signal: AbortSignal) => Promise<PollRound>,
  signal: AbortSignal,
): Promise<PollEnd | null> {
  let deadline = Date.now() + LINK_PACING.deadlineMs;
  let failures = 0;
  while (!signal.aborted) {
    deadline += await whenVisible(signal);
    if (signal.aborted) return null;
    const round = await oneRound(poll, signal, failures);
    if (signal.aborted) return null;
    if (round.kind === "linked") return { phase: "linked", successInstructions: round.successInstructions };
    failures = round.kind === "failed" ? failures + 1 : 0;
    const { next } = round;
    if (next.next === "stop") return { phase: "failed", code: next.code };
    if (Date.now() + next.ms >= deadline) return { phase: "timed_out" };
    await pause(next.ms, signal);
  }
  return null;
}
