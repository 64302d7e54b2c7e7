import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Drawer } from "./drawer.tsx";

describe("Drawer", () => {
  it("is a region named by its label, with its title and content", () => {
    renderWithProviders(
      <Drawer open label="Vehicle details" title="E-bike 1042">
        <button type="button">Reserve</button>
      </Drawer>,
    );
    const drawer = screen.getByRole("region", { name: "Vehicle details" });
    expect(drawer).toContainElement(screen.getByRole("heading", { name: "E-bike 1042" }));
    expect(screen.getByRole("button", { name: "Reserve" })).toBeInTheDocument();
  });

  it("can be a non-modal dialog that takes focus when asked", () => {
    let element: HTMLElement | null = null;
    renderWithProviders(
      <Drawer
        open
        dialog
        label="Trip in progress"
        ref={(node) => {
          element = node;
        }}
      >
        <button type="button">End trip</button>
      </Drawer>,
    );
    const drawer = screen.getByRole("dialog", { name: "Trip in progress" });
    expect(drawer).toHaveAttribute("aria-modal", "false");
    expect(element).toBe(drawer);
    drawer.focus();
    expect(drawer).toHaveFocus();
  });

  it("leaves the tab order while closed", () => {
    renderWithProviders(
      <Drawer open={false} label="Vehicle details">
        <button type="button">Reserve</button>
      </Drawer>,
    );
    expect(screen.getByRole("region", { hidden: true })).toHaveAttribute("inert");
  });

  it("closes with its close button or Escape", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Drawer open label="Trip" onClose={onClose}>
        <button type="button">End trip</button>
      </Drawer>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    screen.getByRole("button", { name: "End trip" }).focus();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
