import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { TextField } from "./text-field.tsx";

describe("TextField", () => {
  it("is a textbox named by its label, with the hint as its description", () => {
    renderWithProviders(<TextField label="Name" hint="As it appears on your ID" />);
    const field = screen.getByRole("textbox", { name: "Name" });
    expect(field).toHaveAccessibleDescription("As it appears on your ID");
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("B-17 shows its error under the field with role=alert and marks the field invalid", () => {
    renderWithProviders(<TextField label="Zip" error="Must be at least 5 characters." />);
    const field = screen.getByRole("textbox", { name: "Zip" });
    expect(screen.getByRole("alert")).toHaveTextContent("Must be at least 5 characters.");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Must be at least 5 characters.");
  });

  it("marks optional fields in the label", () => {
    renderWithProviders(<TextField label="Address line 2" optional />);
    expect(screen.getByRole("textbox", { name: "Address line 2 (optional)" })).toBeInTheDocument();
  });

  it("passes input attributes through and keeps what is typed", async () => {
    renderWithProviders(<TextField label="City" autoComplete="address-level2" defaultValue="Port" />);
    const field = screen.getByRole("textbox", { name: "City" });
    await userEvent.type(field, "land");
    expect(field).toHaveValue("Portland");
    expect(field).toHaveAttribute("autocomplete", "address-level2");
  });
});
