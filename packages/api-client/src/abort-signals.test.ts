import { afterEach, describe, expect, it, vi } from "vitest";
import { timeoutSignal } from "./abort-signals.ts";

afterEach(() => vi.useRealTimers());

/** Runs `body` with `AbortSignal` as Safari and iOS 15 have it: without the static `timeout`. */
function withoutAbortSignalTimeout(body: () => void) {
  const timeout = Object.getOwnPropertyDescriptor(AbortSignal, "timeout");
  if (!timeout) throw new Error("this Node has no AbortSignal.timeout to take away");
  Reflect.deleteProperty(AbortSignal, "timeout");
  try {
    body();
  } finally {
    Object.defineProperty(AbortSignal, "timeout", timeout);
  }
}

describe("timeoutSignal", () => {
  it("aborts with a TimeoutError after its time where AbortSignal.timeout is missing (iOS 15)", () => {
    vi.useFakeTimers();
    withoutAbortSignalTimeout(() => {
      const signal = timeoutSignal(3000);
      vi.advanceTimersByTime(2999);
      expect(signal.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(signal.aborted).toBe(true);
      expect(signal.reason).toMatchObject({ name: "TimeoutError" });
    });
  });

  it("is the browser's own AbortSignal.timeout where there is one", () => {
    const native = vi.spyOn(AbortSignal, "timeout");
    timeoutSignal(3000);
    expect(native).toHaveBeenCalledWith(3000);
  });
});
