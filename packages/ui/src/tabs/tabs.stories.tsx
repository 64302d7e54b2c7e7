import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Tabs } from "./tabs.tsx";

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  args: {
    label: "Order history",
    tabs: [
      { id: "current", label: "Current", content: <p>2 orders ready to pick up.</p> },
      { id: "past", label: "Past", content: <p>14 orders picked up since March.</p> },
      { id: "cancelled", label: "Cancelled", content: <p>No cancelled orders.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const OtherSelected: Story = { args: { defaultSelectedId: "past" } };

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("tab", { name: "Current" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Past" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Past" })).toBeVisible();
  },
};
