import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TextField } from "../text-field/text-field.tsx";
import { ErrorSummary } from "./error-summary.tsx";

const meta = {
  title: "Forms/ErrorSummary",
  component: ErrorSummary,
  tags: ["autodocs"],
  args: {
    focusKey: 1,
    items: [
      { fieldId: "story-name", message: "This field is required." },
      { fieldId: "story-zip", message: "Must be at least 5 characters." },
    ],
  },
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <TextField id="story-name" label="Name" error="This field is required." />
      <TextField id="story-zip" label="Zip code" defaultValue="9721" error="Must be at least 5 characters." />
    </>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Must be at least 5 characters." }));
    await expect(canvas.getByLabelText("Zip code")).toHaveFocus();
  },
};
export const OneError: Story = {
  args: { items: [{ fieldId: "story-name", message: "This field is required." }] },
};
