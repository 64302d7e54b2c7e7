import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { CodeField } from "./code-field.tsx";
import { isCodeComplete, typedDigits } from "./code-slots.ts";

function Code({ onComplete = () => undefined }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <>
      <CodeField label="Verification code" value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </>
  );
}
const digit = (n: number) => screen.getByRole("textbox", { name: `Digit ${n} of 6` });

describe("CodeField", () => {
  it("C-11, B-17 has six fields labelled 'Digit n of 6' in a group named by its label", () => {
    renderWithProviders(<Code />);
    expect(screen.getByRole("group", { name: "Verification code" })).toBeInTheDocument();
    expect(screen.getAllByRole("textbox")).toHaveLength(6);
    for (let n = 1; n <= 6; n += 1) {
      expect(digit(n)).toHaveAttribute("autocomplete", "one-time-code");
      expect(digit(n)).toHaveAttribute("inputmode", "numeric");
    }
  });

  it("F-049 moves focus to the next field with each digit and reports the complete code", async () => {
    const onComplete = vi.fn();
    renderWithProviders(<Code onComplete={onComplete} />);
    await userEvent.click(digit(1));
    await userEvent.keyboard("12345");
    expect(digit(6)).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard("6");
    expect(onComplete).toHaveBeenCalledWith("123456");
  });

  it("V-07 ignores anything but digits", async () => {
    renderWithProviders(<Code />);
    await userEvent.type(digit(1), "a");
    expect(digit(1)).toHaveValue("");
    expect(digit(1)).toHaveFocus();
  });

  it("doc 1 §2 fills all six fields from a pasted code, whichever field has focus", async () => {
    const onComplete = vi.fn();
    renderWithProviders(<Code onComplete={onComplete} />);
    await userEvent.click(digit(3));
    await userEvent.paste("Your code: 482 913");
    expect([1, 2, 3, 4, 5, 6].map((n) => (digit(n) as HTMLInputElement).value).join("")).toBe("482913");
    expect(onComplete).toHaveBeenCalledWith("482913");
  });

  it("fills every field when the phone autofills the whole code into one", () => {
    renderWithProviders(<Code />);
    fireEvent.change(digit(1), { target: { value: "654321" } });
    expect(screen.getByTestId("value")).toHaveTextContent("654321");
  });

  it("F-050 Backspace clears the digit and moves back, so the code is no longer complete", async () => {
    renderWithProviders(<Code />);
    await userEvent.click(digit(1));
    await userEvent.keyboard("123456");
    await userEvent.keyboard("{Backspace}");
    expect(digit(6)).toHaveValue("");
    expect(digit(5)).toHaveFocus();
    expect(isCodeComplete(screen.getByTestId("value").textContent)).toBe(false);
    await userEvent.keyboard("{Backspace}");
    expect(digit(5)).toHaveValue("");
    expect(digit(4)).toHaveFocus();
  });

  it("shows an error under the fields and marks them invalid", () => {
    renderWithProviders(
      <CodeField label="Code" value="" onChange={() => undefined} error="That code is not right." />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("That code is not right.");
    expect(screen.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveAttribute("aria-invalid", "true");
  });
});

describe("code rules", () => {
  it.each([
    ["123456", true],
    ["12345", false],
    ["12 456", false],
    ["12345a", false],
    ["1234567", false],
  ])("V-07 isCodeComplete(%j) is %s", (value, complete) => {
    expect(isCodeComplete(value)).toBe(complete);
  });

  it.each([
    ["7", "", "7"],
    ["37", "3", "7"],
    ["73", "3", "7"],
    ["x", "", ""],
    ["123456", "", "123456"],
  ])("takes the typed digit from %j when the field held %j", (raw, previous, digits) => {
    expect(typedDigits(raw, previous)).toBe(digits);
  });
});
