import type { Meta, StoryObj } from "@storybook/react-vite";
import { FieldError } from "./field-error.tsx";

const meta = {
  title: "Forms/FieldError",
  component: FieldError,
  tags: ["autodocs"],
  args: { children: "Must be at least 5 characters." },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongMessage: Story = {
  args: { children: "This card expired last month. Use another card or link a bank account instead." },
};
