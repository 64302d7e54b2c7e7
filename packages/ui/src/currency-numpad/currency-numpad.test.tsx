import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { CurrencyNumpad } from "./currency-numpad.tsx";
import { pressNumpadKey } from "./numpad-amount.ts";

function AddFunds() {
  const [dollars, setDollars] = useState(0);
  return (
    <>
      <CurrencyNumpad label="Amount to add" value={dollars} onChange={setDollars} />
      <p data-testid="cents">{dollars * 100}</p>
    </>
  );
}
const amount = () => screen.getByRole("status", { name: "Amount to add" });
const key = (name: string) => screen.getByRole("button", { name });

describe("CurrencyNumpad", () => {
  it("F-168 appends digits to a whole-dollar amount and ⌫ removes the last one", async () => {
    renderWithProviders(<AddFunds />);
    expect(amount()).toHaveTextContent("$0");
    await userEvent.click(key("2"));
    await userEvent.click(key("5"));
    expect(amount()).toHaveTextContent("$25");
    expect(screen.getByTestId("cents")).toHaveTextContent("2500");
    await userEvent.click(key("Delete last digit"));
    expect(amount()).toHaveTextContent("$2");
  });

  it("V-32 ignores a leading zero, has no decimal key, and ⌫ does nothing at zero", async () => {
    renderWithProviders(<AddFunds />);
    await userEvent.click(key("0"));
    await userEvent.click(key("Delete last digit"));
    expect(amount()).toHaveTextContent("$0");
    expect(screen.queryByRole("button", { name: "." })).not.toBeInTheDocument();
    await userEvent.click(key("1"));
    await userEvent.click(key("0"));
    expect(amount()).toHaveTextContent("$10");
  });

  it("takes typed digits and Backspace while it has focus", async () => {
    renderWithProviders(<AddFunds />);
    key("1").focus();
    await userEvent.keyboard("40{Backspace}5");
    expect(amount()).toHaveTextContent("$45");
  });

  it("shows the currency symbol it is given", () => {
    renderWithProviders(
      <CurrencyNumpad label="Amount" value={12} onChange={() => undefined} currencySymbol="€" />,
    );
    expect(screen.getByRole("status", { name: "Amount" })).toHaveTextContent("€12");
  });
});

describe("pressNumpadKey", () => {
  it.each([
    [0, "0", 0, "V-32 no leading zero"],
    [0, "7", 7, "first digit"],
    [7, "0", 70, "zero after a digit"],
    [25, "backspace", 2, "F-168 backspace"],
    [0, "backspace", 0, "V-32 backspace at zero"],
    [12345, "6", 12345, "at most five digits"],
    [12, ".", 12, "no decimals"],
  ])("%i then %s gives %i (%s)", (before, pressed, after) => {
    expect(pressNumpadKey(before, pressed, 5)).toBe(after);
  });
});
