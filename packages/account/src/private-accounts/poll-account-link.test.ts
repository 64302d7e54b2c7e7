import { ApiError } from "@tandem/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LINK_PACING } from "./link-pacing.ts";
import { pollForLink, type PollRound } from "./poll-account-link.ts";

const notYet: PollRound = { foundChange: false, successInstructions: "" };
const found: PollRound = { foundChange: true, successInstructions: "Open Lime" };
const failure = (status: number | null, code: string, retryAfter: number | null = null) =>
  new ApiError({ code, status, message: code, retryAfter });

/** A poll whose rounds answer, in turn, with the given results (an Error rejects), the last one for ever. */
function rounds(...answers: (PollRound | Error)[]) {
  return vi.fn((): Promise<PollRound> => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  setVisibility("visible");
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility("visible");
});

describe("pollForLink (F-197 B-14: linking asks again at a pace the server can bear)", () => {
  it("F-197 waits out the minimum between rounds that answer at once, instead of asking again at once", async () => {
    const poll = rounds(notYet, notYet, found);
    const end = pollForLink(poll, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(LINK_PACING.minRoundMs - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LINK_PACING.minRoundMs);
    await expect(end).resolves.toEqual({ phase: "linked", successInstructions: "Open Lime" });
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it("F-197 backs off after failures in a row: 2 s, 4 s, 8 s, up to 30 s", async () => {
    const down = failure(503, "unhandled_error");
    const poll = rounds(down, down, down, down, down, down, down, found);
    void pollForLink(poll, new AbortController().signal);
    const gaps: number[] = [];
    let last = Date.now();
    let calls = 1;
    while (calls < 8) {
      await vi.advanceTimersByTimeAsync(1000);
      if (poll.mock.calls.length > calls) {
        calls = poll.mock.calls.length;
        gaps.push(Date.now() - last);
        last = Date.now();
      }
    }
    expect(gaps).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("F-197 waits out a 429's retry_after before the next round", async () => {
    const poll = rounds(failure(429, "too_many_requests", 45), found);
    const end = pollForLink(poll, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(44_999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(end).resolves.toMatchObject({ phase: "linked" });
  });

  it.each([
    [403, "resource_not_found"],
    [409, "conflict"],
    [401, "unauthenticated"],
  ])("F-197 stops at a %i, which asking again will not mend, with its code", async (status, code) => {
    const poll = rounds(failure(status, code), found);
    await expect(pollForLink(poll, new AbortController().signal)).resolves.toEqual({ phase: "failed", code });
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it("F-197 a round held until the client's timeout is followed by the next at once", async () => {
    const poll = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      throw failure(null, "network_error");
    });
    void pollForLink(poll, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(30_000);
    // Well under the 2 s a quick failure waits.
    await vi.advanceTimersByTimeAsync(10);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it("F-197 gives up after ten minutes of waiting, so the member can try again", async () => {
    const poll = rounds(notYet);
    const end = pollForLink(poll, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(LINK_PACING.deadlineMs);
    await expect(end).resolves.toEqual({ phase: "timed_out" });
    expect(poll.mock.calls.length).toBeLessThanOrEqual(LINK_PACING.deadlineMs / LINK_PACING.minRoundMs);
  });

  it("B-14 sends no round while the page is hidden, and the hidden time does not count against the deadline", async () => {
    const poll = rounds(notYet, found);
    const end = pollForLink(poll, new AbortController().signal);
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(LINK_PACING.deadlineMs + 60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(0);
    await expect(end).resolves.toMatchObject({ phase: "linked" });
  });

  it("B-14 stops, resolving nothing, when the page is left", async () => {
    const poll = rounds(notYet);
    const leave = new AbortController();
    const end = pollForLink(poll, leave.signal);
    await vi.advanceTimersByTimeAsync(LINK_PACING.minRoundMs * 3);
    const sent = poll.mock.calls.length;
    leave.abort();
    await expect(end).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(LINK_PACING.minRoundMs * 3);
    expect(poll).toHaveBeenCalledTimes(sent);
  });
});
