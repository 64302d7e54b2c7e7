import type { Meta, StoryObj } from "@storybook/react-vite";
import { buttonClassName } from "../button/button.tsx";
import { EmptyState } from "./empty-state.tsx";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: { title: "No trips yet", children: <p>Your rides will show up here after your first trip.</p> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    title: "No orders yet",
    children: <p>Order fresh food from local partners and pick it up nearby.</p>,
    action: (
      <a className={buttonClassName()} href="#food">
        Browse food
      </a>
    ),
  },
};
