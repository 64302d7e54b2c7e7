import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CurrencyNumpad, type CurrencyNumpadProps } from "./currency-numpad.tsx";

function Stateful(props: CurrencyNumpadProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CurrencyNumpad
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Actions/CurrencyNumpad",
  component: CurrencyNumpad,
  tags: ["autodocs"],
  args: { label: "Amount to add", value: 0, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CurrencyNumpad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithAmount: Story = { args: { value: 25 } };
export const OtherCurrency: Story = { args: { value: 40, currencySymbol: "€" } };
export const Disabled: Story = { args: { value: 25, disabled: true } };

/** F-168, V-32: digits append, a leading zero is refused, ⌫ removes the last digit. */
export const Entering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole("status", { name: "Amount to add" });
    await userEvent.click(canvas.getByRole("button", { name: "0" }));
    await expect(amount).toHaveTextContent("$0");
    await userEvent.click(canvas.getByRole("button", { name: "2" }));
    await userEvent.click(canvas.getByRole("button", { name: "5" }));
    await expect(amount).toHaveTextContent("$25");
    await userEvent.click(canvas.getByRole("button", { name: "Delete last digit" }));
    await expect(amount).toHaveTextContent("$2");
  },
};
