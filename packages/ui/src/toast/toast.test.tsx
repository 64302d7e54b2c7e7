import { act, fireEvent, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { COPY_TOAST_DURATION, TOAST_DURATION, type ToastApi } from "./toast-context.ts";
import { useToast } from "./use-toast.ts";

let api: ToastApi | undefined;
function Capture({ onApi }: { onApi: (toasts: ToastApi) => void }) {
  const toasts = useToast();
  useEffect(() => onApi(toasts), [toasts, onApi]);
  return null;
}
const show = (call: (toasts: ToastApi) => void) => {
  act(() => {
    if (api) call(api);
  });
};

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderWithProviders(
      <Capture
        onApi={(toasts) => {
          api = toasts;
        }}
      />,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("F-004 titles an error toast 'Error' and hides it after the default 5000 ms (C-04)", () => {
    show((toasts) => toasts.showError("Sorry, this product is no longer available."));
    expect(screen.getByRole("alert")).toHaveTextContent("Error");
    expect(screen.getByRole("alert")).toHaveTextContent("Sorry, this product is no longer available.");
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByRole("alert")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("C-04 hides the copy confirmation after 2000 ms", () => {
    show((toasts) => toasts.showSuccess("Copied to clipboard.", { duration: COPY_TOAST_DURATION }));
    expect(screen.getByText("Copied to clipboard.")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText("Copied to clipboard.")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText("Copied to clipboard.")).not.toBeInTheDocument();
  });

  it("F-005 clears every toast when the member goes back in history", () => {
    show((toasts) => toasts.showError("First"));
    show((toasts) => toasts.showError("Second"));
    expect(screen.getAllByRole("alert")).toHaveLength(2);
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  // fireEvent rather than userEvent: Testing Library's async wrapper waits on a real timer that fake timers hold.
  it("closes from its close button", () => {
    show((toasts) => toasts.show({ message: "Saved", title: "Preferences" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("stops its clock while the pointer rests on it (WCAG 2.2.1)", () => {
    show((toasts) => toasts.showError("Card declined"));
    fireEvent.pointerEnter(screen.getByRole("alert"));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole("alert")).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole("alert"));
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION);
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
