import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { PageLoader } from "./page-loader.tsx";

describe("PageLoader", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("F-007 holds the content's place as a busy status and shows the ring after its buffer", () => {
    renderWithProviders(<PageLoader buffer={300} />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-busy", "true");
    expect(status).toHaveTextContent("");
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(status).toHaveTextContent("Loading…");
  });

  it("shows at once without a buffer, with a visible label when given", () => {
    renderWithProviders(<PageLoader buffer={0} label="Loading your orders" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your orders");
  });
});
