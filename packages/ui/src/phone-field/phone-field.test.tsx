import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { PhoneField } from "./phone-field.tsx";

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <PhoneField
      label="Phone number"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onValue(event.target.value);
      }}
    />
  );
}

describe("PhoneField", () => {
  it.each([
    ["5035551234", "(503) 555-1234"],
    ["503", "503"],
    ["503555", "(503) 555"],
    ["503-555-12", "(503) 555-12"],
  ])("doc 1 §5 formats %s as (xxx) xxx-xxxx while typing: %s", async (typed, shown) => {
    renderWithProviders(<PhoneField label="Phone number" />);
    const field = screen.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(field, typed);
    expect(field).toHaveValue(shown);
  });

  it("doc 1 §5 clears input that starts with 1 or 0", async () => {
    renderWithProviders(<PhoneField label="Phone number" />);
    const field = screen.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(field, "1");
    expect(field).toHaveValue("");
  });

  it("hands the formatted value to a controlled parent", async () => {
    const onValue = vi.fn();
    renderWithProviders(<Controlled onValue={onValue} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Phone number" }), "5035551234");
    expect(onValue).toHaveBeenLastCalledWith("(503) 555-1234");
  });

  it("asks for the telephone keypad and autofill", () => {
    renderWithProviders(<PhoneField label="Phone number" />);
    const field = screen.getByRole("textbox", { name: "Phone number" });
    expect(field).toHaveAttribute("type", "tel");
    expect(field).toHaveAttribute("autocomplete", "tel-national");
  });
});
