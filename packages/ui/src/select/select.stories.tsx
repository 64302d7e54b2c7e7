import type { Meta, StoryObj } from "@storybook/react-vite";
import { Select } from "./select.tsx";

const meta = {
  title: "Forms/Select",
  component: Select,
  tags: ["autodocs"],
  args: {
    label: "Organization",
    placeholder: "Choose organization",
    options: [
      { value: "home-forward", label: "Home Forward" },
      { value: "unaffiliated", label: "Unaffiliated" },
      { value: "not-listed", label: "Not listed" },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Selected: Story = { args: { defaultValue: "home-forward" } };
export const WithHint: Story = { args: { hint: "The group that told you about Tandem." } };
export const WithError: Story = { args: { error: "This field is required." } };
export const Disabled: Story = { args: { defaultValue: "unaffiliated", disabled: true } };
