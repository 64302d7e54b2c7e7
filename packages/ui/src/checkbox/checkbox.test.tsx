import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Checkbox } from "./checkbox.tsx";

describe("Checkbox", () => {
  it("toggles when its label is pressed", async () => {
    renderWithProviders(<Checkbox label="I agree to the terms" />);
    const box = screen.getByRole("checkbox", { name: "I agree to the terms" });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText("I agree to the terms"));
    expect(box).toBeChecked();
  });

  it("D-23 is described by its hint", () => {
    renderWithProviders(<Checkbox label="I agree" hint="Tick the box to continue." />);
    expect(screen.getByRole("checkbox", { name: "I agree" })).toHaveAccessibleDescription(
      "Tick the box to continue.",
    );
  });

  it("B-17 shows its error with role=alert and is marked invalid", () => {
    renderWithProviders(<Checkbox label="I agree" error="This field is required." />);
    expect(screen.getByRole("alert")).toHaveTextContent("This field is required.");
    expect(screen.getByRole("checkbox", { name: "I agree" })).toHaveAttribute("aria-invalid", "true");
  });
});
