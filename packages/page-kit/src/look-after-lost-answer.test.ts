import { describe, expect, it, vi } from "vitest";
import { lookAfterLostAnswer } from "./look-after-lost-answer.ts";

describe("lookAfterLostAnswer", () => {
  it("returns the first thing found, and looks no more", async () => {
    const look = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce(null)
      .mockResolvedValue("order 7");
    expect(await lookAfterLostAnswer(look, [0, 0, 0])).toBe("order 7");
    expect(look).toHaveBeenCalledTimes(2);
  });

  it("counts a look that fails as nothing found and looks again, then gives null", async () => {
    const look = vi.fn<() => Promise<string | null>>().mockRejectedValue(new Error("lost too"));
    expect(await lookAfterLostAnswer(look, [0, 0, 0])).toBeNull();
    expect(look).toHaveBeenCalledTimes(3);
  });

  it("waits each delay before its look", async () => {
    vi.useFakeTimers();
    try {
      const look = vi.fn<() => Promise<string | null>>().mockResolvedValue(null);
      const result = lookAfterLostAnswer(look, [0, 1500]);
      await vi.advanceTimersByTimeAsync(0);
      expect(look).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1499);
      expect(look).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(look).toHaveBeenCalledTimes(2);
      expect(await result).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
