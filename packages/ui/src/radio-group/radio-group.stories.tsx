import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { RadioGroup, type RadioGroupProps } from "./radio-group.tsx";

function Stateful(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
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
  title: "Forms/RadioGroup",
  component: RadioGroup,
  tags: ["autodocs"],
  args: {
    legend: "How do you want to get your order?",
    value: undefined,
    onChange: fn(),
    options: [
      { value: "pickup", label: "Pickup at the community table", hint: "Saturday, 10 am – 2 pm" },
      { value: "delivery", label: "Delivery to your door", hint: "Tuesday, 4 – 7 pm" },
      { value: "locker", label: "Locker at the library", disabled: true },
    ],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {};
export const Selected: Story = { args: { value: "pickup" } };
export const WithHint: Story = { args: { hint: "You can change this until Friday." } };
export const WithError: Story = { args: { error: "Choose how you want your order." } };

export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const radio = within(canvasElement).getByRole("radio", { name: /Delivery to your door/ });
    await userEvent.click(radio);
    await expect(radio).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("delivery");
  },
};
