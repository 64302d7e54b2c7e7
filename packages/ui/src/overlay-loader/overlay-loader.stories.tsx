import type { Meta, StoryObj } from "@storybook/react-vite";
import { OverlayLoader } from "./overlay-loader.tsx";

const meta = {
  title: "Loaders/OverlayLoader",
  component: OverlayLoader,
  tags: ["autodocs"],
  args: {
    active: true,
    children: (
      <div
        style={{
          padding: "1rem 1.5rem",
          border: "1px solid var(--tdm-color-border)",
          borderRadius: "0.75rem",
        }}
      >
        <h2>Messaging preferences</h2>
        <p>Texts about new food offerings, trips and your account.</p>
      </div>
    ),
  },
} satisfies Meta<typeof OverlayLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Inactive: Story = { args: { active: false } };
