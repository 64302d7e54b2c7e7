import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { ProgressBar } from "./progress-bar.tsx";

describe("ProgressBar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("appears after the buffer while loading, so a slow navigation is never a silent wait", () => {
    const { rerender } = renderWithProviders(<ProgressBar active />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
    rerender(<ProgressBar active={false} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("never flashes for a navigation quicker than the buffer", () => {
    const { rerender } = renderWithProviders(<ProgressBar active />);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    rerender(<ProgressBar active={false} />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
