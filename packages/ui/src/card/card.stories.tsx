import type { Meta, StoryObj } from "@storybook/react-vite";
import { buttonClassName } from "../button/button.tsx";
import { Image } from "../image/image.tsx";
import { SAMPLE_IMAGE } from "../image/sample-image.ts";
import { Card } from "./card.tsx";

const meta = {
  title: "Content/Card",
  component: Card,
  tags: ["autodocs"],
  args: {
    title: "Community bikes",
    children: <p>Shared e-bikes and scooters across Portland, at the community rate.</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: "35rem" }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithMedia: Story = {
  args: { media: <Image src={SAMPLE_IMAGE} alt="" width={500} height={200} /> },
};
export const WithFooter: Story = {
  args: {
    media: <Image src={SAMPLE_IMAGE} alt="" width={500} height={200} />,
    footer: (
      <a className={buttonClassName()} href="#mobility">
        Find a bike
      </a>
    ),
    children: (
      <>
        <p>Shared e-bikes and scooters across Portland, at the community rate.</p>
        <p className="tdm-lead">Program ends December 31, 2026</p>
      </>
    ),
  },
};
