import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormError } from "./form-error.tsx";

const meta = {
  title: "Forms/FormError",
  component: FormError,
  tags: ["autodocs"],
  args: { children: "There was a network error. Check your connection and try again." },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ServerError: Story = { args: { children: "Sorry, something went wrong. Please try again." } };
