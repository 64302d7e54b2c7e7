import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { RadioGroup } from "./radio-group.tsx";

const options = [
  { value: "pickup", label: "Pickup at the community table", hint: "Saturday 10 am–2 pm" },
  { value: "delivery", label: "Delivery" },
];

function Choice() {
  const [value, setValue] = useState<string | undefined>("pickup");
  return (
    <RadioGroup legend="How do you want your order?" options={options} value={value} onChange={setValue} />
  );
}

describe("RadioGroup", () => {
  it("F-148 is a group named by its legend with one radio per option, the chosen one checked", () => {
    renderWithProviders(<Choice />);
    expect(screen.getByRole("group", { name: "How do you want your order?" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Pickup at the community table/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Delivery" })).not.toBeChecked();
  });

  it("F-148 changes the choice when another option is picked", async () => {
    renderWithProviders(<Choice />);
    await userEvent.click(screen.getByRole("radio", { name: "Delivery" }));
    expect(screen.getByRole("radio", { name: "Delivery" })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Pickup/ })).not.toBeChecked();
  });

  it("describes an option by its hint and the group by its error", () => {
    renderWithProviders(
      <RadioGroup
        legend="Pickup"
        options={options}
        value={undefined}
        onChange={() => undefined}
        error="Choose one."
      />,
    );
    expect(screen.getByRole("radio", { name: /Pickup at/ })).toHaveAccessibleDescription(
      "Saturday 10 am–2 pm",
    );
    expect(screen.getByRole("group", { name: "Pickup" })).toHaveAccessibleDescription("Choose one.");
  });
});
