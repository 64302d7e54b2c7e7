import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Select } from "./select.tsx";

const states = [
  { value: "OR", label: "Oregon" },
  { value: "WA", label: "Washington" },
];

describe("Select", () => {
  it("doc 1 §5 starts on its placeholder, which cannot be chosen again", () => {
    renderWithProviders(<Select label="State" placeholder="Choose a state" options={states} />);
    const select = screen.getByRole("combobox", { name: "State" });
    expect(select).toHaveDisplayValue("Choose a state");
    expect(screen.getByRole("option", { name: "Choose a state" })).toBeDisabled();
  });

  it("takes the chosen option", async () => {
    renderWithProviders(<Select label="State" placeholder="Choose a state" options={states} />);
    const select = screen.getByRole("combobox", { name: "State" });
    await userEvent.selectOptions(select, "Washington");
    expect(select).toHaveValue("WA");
  });

  it("B-17 shows its error with role=alert and is marked invalid", () => {
    renderWithProviders(<Select label="State" options={states} error="This field is required." />);
    expect(screen.getByRole("alert")).toHaveTextContent("This field is required.");
    expect(screen.getByRole("combobox", { name: "State" })).toHaveAttribute("aria-invalid", "true");
  });
});
