import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Carousel } from "./carousel.tsx";

const slides = [
  ["Ride", "Shared e-bikes and scooters at the community rate."],
  ["Power", "Join the waitlist for help with your utility bills."],
  ["Eat", "Order fresh food from local partners and pick it up nearby."],
].map(([title, text]) => (
  <div
    key={title}
    style={{ padding: "2rem", borderRadius: "1.25rem", background: "var(--tdm-color-surface-sunken)" }}
  >
    <h2>{title}</h2>
    <p style={{ margin: 0 }}>{text}</p>
  </div>
));

const meta = {
  title: "Content/Carousel",
  component: Carousel,
  tags: ["autodocs"],
  args: { label: "What Tandem offers", children: slides },
  decorators: [(Story) => <div style={{ maxWidth: "30rem" }}>{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** C-13: a slide every 5000 ms. */
export const AutoPlay: Story = {};
/** F-057, C-10: the onboarding carousel, a slide every 2200 ms. */
export const Onboarding: Story = { args: { interval: 2200 } };
export const Manual: Story = { args: { autoPlay: false } };

export const Controls: Story = {
  args: { autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(canvas.getByRole("button", { name: "Slide 2 of 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(await canvas.findByRole("group", { name: "Slide 2 of 3" })).toHaveTextContent("Power");
  },
};
