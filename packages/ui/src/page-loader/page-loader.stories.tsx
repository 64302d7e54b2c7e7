import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageLoader } from "./page-loader.tsx";

const meta = {
  title: "Loaders/PageLoader",
  component: PageLoader,
  tags: ["autodocs"],
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** F-007: the ring appears after a 300 ms buffer; the space is held meanwhile. */
export const Buffered: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading…")).toBeInTheDocument();
  },
};
export const Immediate: Story = { args: { buffer: 0 } };
export const WithLabel: Story = { args: { buffer: 0, label: "Loading your orders…" } };
