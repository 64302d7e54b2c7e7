import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Modal } from "./modal.tsx";

function Claimed({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show order
      </button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Order 12 claimed"
        footer={<a href="/order/12">View order</a>}
      >
        <p>Picked up on Saturday.</p>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("opens as a dialog named by its title", async () => {
    renderWithProviders(<Claimed />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show order" }));
    expect(screen.getByRole("dialog", { name: "Order 12 claimed" })).toHaveTextContent(
      "Picked up on Saturday.",
    );
  });

  it("closes with its close button and returns focus to the button that opened it", async () => {
    const onClose = vi.fn();
    renderWithProviders(<Claimed onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Show order" });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it("closes on Escape (the dialog's cancel event)", async () => {
    const onClose = vi.fn();
    renderWithProviders(<Claimed onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Show order" }));
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps Tab inside: from the last control it goes to the first and back", async () => {
    renderWithProviders(<Claimed />);
    await userEvent.click(screen.getByRole("button", { name: "Show order" }));
    const close = screen.getByRole("button", { name: "Close" });
    const view = screen.getByRole("link", { name: "View order" });
    view.focus();
    fireEvent.keyDown(view, { key: "Tab" });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(view).toHaveFocus();
  });

  it("closes on a click on the backdrop but not inside the panel", async () => {
    const onClose = vi.fn();
    renderWithProviders(<Claimed onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Show order" }));
    await userEvent.click(screen.getByText("Picked up on Saturday."));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("dialog"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("C-03 keeps its content on screen through its 300 ms closing fade, then takes it away", async () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<Claimed />);
      fireEvent.click(screen.getByRole("button", { name: "Show order" }));
      fireEvent.click(screen.getByRole("button", { name: "Close" }));
      // The row's 300 ms, written out: the dialog's text fades with it instead of vanishing first.
      await act(() => vi.advanceTimersByTimeAsync(299));
      expect(screen.getByText("Picked up on Saturday.")).toBeInTheDocument();
      expect(screen.getByText("Order 12 claimed")).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.queryByText("Picked up on Saturday.")).not.toBeInTheDocument();
      expect(screen.queryByText("Order 12 claimed")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
