import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { Tabs } from "./tabs.tsx";

const tabs = [
  { id: "typography", label: "Typography", content: <p>Type scale</p> },
  { id: "buttons", label: "Buttons", content: <p>Every button</p> },
  { id: "loaders", label: "Loaders", content: <p>Rings</p> },
];

describe("Tabs", () => {
  it("R-40 selects the first tab and shows its panel, labelled by the tab", () => {
    renderWithProviders(<Tabs label="Sections" tabs={tabs} />);
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Typography" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Typography" })).toHaveTextContent("Type scale");
    expect(screen.queryByText("Every button")).not.toBeVisible();
  });

  it("switches panels when a tab is pressed", async () => {
    const onSelect = vi.fn();
    renderWithProviders(<Tabs label="Sections" tabs={tabs} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole("tab", { name: "Buttons" }));
    expect(screen.getByRole("tabpanel", { name: "Buttons" })).toHaveTextContent("Every button");
    expect(onSelect).toHaveBeenCalledWith("buttons");
  });

  it("moves with the arrow keys, Home and End, with one tab stop for the list", async () => {
    renderWithProviders(<Tabs label="Sections" tabs={tabs} />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Typography" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Loaders" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Loaders" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Buttons" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Typography" })).toHaveAttribute("tabindex", "-1");
  });
});
