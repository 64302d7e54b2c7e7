import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "./checkbox.tsx";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { label: "Send me texts about new food offerings" },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = {
  args: {
    label: "I agree to the terms of use",
    hint: "Continue becomes available once you tick the box.",
  },
};
export const WithLinks: Story = {
  args: {
    label: (
      <>
        I agree to the <a href="#terms">Terms of Use</a> and the <a href="#privacy">Privacy Policy</a>
      </>
    ),
  },
};
export const WithError: Story = {
  args: { label: "I agree to the terms of use", error: "This field is required." },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
