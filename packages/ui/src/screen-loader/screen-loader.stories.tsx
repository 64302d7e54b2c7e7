import type { Meta, StoryObj } from "@storybook/react-vite";
import { ScreenLoader } from "./screen-loader.tsx";

const meta = {
  title: "Loaders/ScreenLoader",
  component: ScreenLoader,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ScreenLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** F-001: while the app starts. */
export const Solid: Story = {};

/** F-139: over the page while an order is placed. */
export const Veil: Story = {
  args: { cover: "veil", label: "Placing your order…" },
  render: (args) => (
    <div style={{ padding: "1.5rem" }}>
      <h1>Checkout</h1>
      <p>1 × Seasonal produce box — $12.00</p>
      <p>Charged to Visa ending in 4242</p>
      <ScreenLoader {...args} />
    </div>
  ),
};
