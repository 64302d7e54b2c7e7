import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Copyable } from "./copyable.tsx";

const meta = {
  title: "Content/Copyable",
  component: Copyable,
  tags: ["autodocs"],
  args: { text: "TDM-4821" },
} satisfies Meta<typeof Copyable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InText: Story = {
  render: (args) => (
    <p>
      Use the reference <Copyable {...args} /> when you pay by bank transfer.
    </p>
  ),
};

/** F-022: copying shows the confirmation toast (or, where the clipboard is refused, says so). */
export const Copying: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "Copy TDM-4821" }));
    await expect(await body.findByText(/Copied to clipboard\.|Couldn't copy/)).toBeInTheDocument();
  },
};
