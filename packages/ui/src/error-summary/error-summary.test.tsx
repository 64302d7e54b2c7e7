import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { ErrorSummary } from "./error-summary.tsx";

const items = [
  { fieldId: "name", message: "Enter your name." },
  { fieldId: "zip", message: "Must be at least 5 characters." },
];

function Form({ focusKey, errors = items }: { focusKey: number; errors?: typeof items }) {
  return (
    <>
      <ErrorSummary items={errors} focusKey={focusKey} />
      <label htmlFor="name">Name</label>
      <input id="name" />
      <label htmlFor="zip">Zip</label>
      <input id="zip" />
    </>
  );
}

describe("ErrorSummary", () => {
  it("B-17 lists every error under 'There is a problem' and takes focus when it appears", () => {
    renderWithProviders(<Form focusKey={1} />);
    const summary = screen.getByRole("heading", { name: "There is a problem" }).closest("[tabindex]");
    expect(summary).toHaveFocus();
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Enter your name.",
      "Must be at least 5 characters.",
    ]);
  });

  it("moves focus to the field of the link that was chosen", async () => {
    renderWithProviders(<Form focusKey={1} />);
    await userEvent.click(screen.getByRole("link", { name: "Must be at least 5 characters." }));
    expect(screen.getByLabelText("Zip")).toHaveFocus();
  });

  it("takes focus again on the next failed submit", () => {
    const { rerender } = renderWithProviders(<Form focusKey={1} />);
    screen.getByLabelText("Name").focus();
    rerender(<Form focusKey={2} />);
    expect(screen.getByRole("heading", { name: "There is a problem" }).closest("[tabindex]")).toHaveFocus();
  });

  it("leaves focus where it is when an error comes back without a submit", () => {
    const { rerender } = renderWithProviders(<Form focusKey={1} errors={[]} />);
    screen.getByLabelText("Name").focus();
    rerender(<Form focusKey={1} />);
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  it("renders nothing without errors", () => {
    renderWithProviders(<ErrorSummary items={[]} focusKey={1} />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
