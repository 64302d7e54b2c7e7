import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PhoneField } from "./phone-field.tsx";

const meta = {
  title: "Forms/PhoneField",
  component: PhoneField,
  tags: ["autodocs"],
  args: { label: "Phone number", hint: "We'll text you a code to sign in." },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { defaultValue: "(503) 555", error: "This field is not valid." } };

/** doc 1 §5: formatted as `(xxx) xxx-xxxx` while typing. */
export const FormatsAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "Phone number" });
    await userEvent.type(field, "5035551234");
    await expect(field).toHaveValue("(503) 555-1234");
  },
};
