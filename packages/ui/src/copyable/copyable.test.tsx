import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Copyable } from "./copyable.tsx";

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("Copyable", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("F-022 copies its text and shows the green confirmation for 2000 ms (C-04)", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    vi.useFakeTimers();
    renderWithProviders(<Copyable text="ABC" />);
    expect(screen.getByText("ABC")).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy ABC" }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith("ABC");
    expect(screen.getByText("Copied to clipboard.")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText("Copied to clipboard.")).not.toBeInTheDocument();
  });

  it("selects the text and says so when the clipboard is refused", async () => {
    stubClipboard(() => Promise.reject(new Error("denied")));
    renderWithProviders(<Copyable text="TDM-4821" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy TDM-4821" }));
      await Promise.resolve();
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Couldn't copy");
    expect(window.getSelection()?.toString()).toBe("TDM-4821");
  });
});
