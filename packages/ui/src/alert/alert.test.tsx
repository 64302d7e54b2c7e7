import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Alert } from "./alert.tsx";

describe("Alert", () => {
  it("shows its title, text and action", () => {
    renderWithProviders(
      <Alert variant="success" title="Ready for pickup" action={<a href="/unclaimed-orders">View orders</a>}>
        You have 2 orders to pick up.
      </Alert>,
    );
    expect(screen.getByText("Ready for pickup")).toBeInTheDocument();
    expect(screen.getByText("You have 2 orders to pick up.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View orders" })).toBeInTheDocument();
  });

  it("is quiet page content unless asked to announce itself", () => {
    renderWithProviders(<Alert>Mobility is coming soon.</Alert>);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    ["danger", "alert"],
    ["info", "status"],
  ] as const)("a live %s banner is announced as %s", (variant, role) => {
    renderWithProviders(
      <Alert variant={variant} live>
        Something changed.
      </Alert>,
    );
    expect(screen.getByRole(role)).toHaveTextContent("Something changed.");
  });

  it.each([
    ["warning", "Warning: Your card expires soon."],
    ["danger", "Important: Your card expires soon."],
    ["info", "Your card expires soon."],
  ] as const)("what the %s colour says, screen readers hear too", (variant, heard) => {
    renderWithProviders(
      <Alert variant={variant} live>
        Your card expires soon.
      </Alert>,
    );
    expect(screen.getByRole(variant === "danger" ? "alert" : "status").textContent).toBe(heard);
  });

  it("offers a close button when it can be dismissed", async () => {
    const onDismiss = vi.fn();
    renderWithProviders(<Alert onDismiss={onDismiss}>Saved.</Alert>);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
