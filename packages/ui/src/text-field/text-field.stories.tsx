import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TextField } from "./text-field.tsx";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  tags: ["autodocs"],
  args: { label: "Full name", autoComplete: "name" },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: "As it appears on your ID." } };
export const Filled: Story = { args: { defaultValue: "Rosa Martínez" } };
export const Optional: Story = {
  args: { label: "Address line 2", optional: true, autoComplete: "address-line2" },
};
export const WithError: Story = {
  args: {
    label: "Zip code",
    defaultValue: "9720",
    error: "Must be at least 5 characters.",
    inputMode: "numeric",
  },
};
export const Disabled: Story = { args: { defaultValue: "Rosa Martínez", disabled: true } };

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "Full name" });
    await userEvent.type(field, "Rosa");
    await expect(field).toHaveValue("Rosa");
  },
};
