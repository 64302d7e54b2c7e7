import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Image } from "./image.tsx";
import { SAMPLE_IMAGE } from "./sample-image.ts";

const meta = {
  title: "Content/Image",
  component: Image,
  tags: ["autodocs"],
  args: { src: SAMPLE_IMAGE, alt: "Hills and the river at sunset", width: 500, height: 200 },
  decorators: [(Story) => <div style={{ maxWidth: "35rem" }}>{Story()}</div>],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** The page's main image: fetched at once, with high priority. */
export const Priority: Story = { args: { priority: true } };
export const FixedSize: Story = { args: { width: 100, height: 80, layout: "fixed" } };

/** E-02: a frowning face with the caption takes the image's place, at the same size. */
export const FailedWithCaption: Story = {
  args: { src: "/missing/program.jpg", caption: "Seasonal produce box" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Seasonal produce box")).toBeInTheDocument();
  },
};
/** E-02: without a caption, "Image failed to load". */
export const Failed: Story = {
  args: { src: "/missing/program.jpg", width: 100, height: 80, layout: "fixed" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Image failed to load")).toBeInTheDocument();
  },
};
