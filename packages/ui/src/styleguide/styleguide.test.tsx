import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BUTTON_VARIANTS } from "../button/button.tsx";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Styleguide } from "./styleguide.tsx";

describe("Styleguide", () => {
  it("R-40 has the tabs Typography, Buttons and Loaders, Typography selected first", () => {
    renderWithProviders(<Styleguide />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Typography",
      "Buttons",
      "Loaders",
    ]);
    expect(screen.getByRole("tab", { name: "Typography" })).toHaveAttribute("aria-selected", "true");
  });

  it("F-205 Typography shows headings H1–H6, a lead and a paragraph", () => {
    renderWithProviders(<Styleguide />);
    const panel = screen.getByRole("tabpanel", { name: "Typography" });
    for (let level = 1; level <= 6; level += 1) {
      expect(within(panel).getByRole("heading", { level, name: `Heading ${level}` })).toBeInTheDocument();
    }
    expect(within(panel).getByText("Lead")).toBeInTheDocument();
    expect(within(panel).getByText("Paragraph")).toBeInTheDocument();
  });

  it("F-205 Buttons shows every variant solid and outline in small, default and large", async () => {
    renderWithProviders(<Styleguide />);
    await userEvent.click(screen.getByRole("tab", { name: "Buttons" }));
    const panel = screen.getByRole("tabpanel", { name: "Buttons" });
    expect(within(panel).getAllByRole("button")).toHaveLength(BUTTON_VARIANTS.length * 3 * 2);
    expect(within(panel).getAllByRole("button", { name: "Warning" })).toHaveLength(6);
    expect(within(panel).getByRole("heading", { name: "Outline" })).toBeInTheDocument();
  });

  it("F-205 Loaders shows a buffered page loader and an overlay loader over text", async () => {
    renderWithProviders(<Styleguide />);
    await userEvent.click(screen.getByRole("tab", { name: "Loaders" }));
    const panel = screen.getByRole("tabpanel", { name: "Loaders" });
    expect(within(panel).getByRole("heading", { name: "Page loader" })).toBeInTheDocument();
    expect(within(panel).getByRole("heading", { name: "Overlay loader" })).toBeInTheDocument();
    expect(within(panel).getAllByRole("status").length).toBeGreaterThanOrEqual(2);
    await userEvent.click(within(panel).getByRole("button", { name: "Hide overlay" }));
    expect(within(panel).getByRole("button", { name: "Show overlay" })).toBeInTheDocument();
  });
});
