import { screen } from "@testing-library/react";
import { useState } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { ScreenLoader } from "./screen-loader.tsx";

function PlaceOrder() {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setBusy(!busy)}>
        Place order
      </button>
      {busy && <ScreenLoader cover="veil" />}
    </>
  );
}

describe("ScreenLoader", () => {
  it("F-001 is a busy status saying Loading…", () => {
    renderWithProviders(<ScreenLoader />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
  });

  it("F-139 takes focus while an order is placed and gives it back afterwards", async () => {
    const { rerender } = renderWithProviders(<PlaceOrder />);
    const button = screen.getByRole("button", { name: "Place order" });
    await userEvent.click(button);
    expect(screen.getByRole("status")).toHaveFocus();
    button.click();
    rerender(<PlaceOrder />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
