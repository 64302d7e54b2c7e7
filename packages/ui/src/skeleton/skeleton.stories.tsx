import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton.tsx";

const meta = {
  title: "Loaders/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Paragraph: Story = { args: { lines: 3 } };
export const Block: Story = { args: { shape: "rect", height: "10rem" } };
export const Avatar: Story = { args: { shape: "circle", width: "3rem" } };

/** Where a list of cards will be. */
export const CardList: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: "grid", gap: "1.5rem", maxWidth: "35rem" }}>
      {[1, 2].map((card) => (
        <div key={card} style={{ display: "grid", gap: "0.75rem" }}>
          <Skeleton shape="rect" height="8rem" />
          <Skeleton width="60%" />
          <Skeleton lines={2} />
        </div>
      ))}
    </div>
  ),
};
