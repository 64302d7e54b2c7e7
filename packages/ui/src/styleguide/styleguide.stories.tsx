import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ButtonSpecimen } from "./button-specimen.tsx";
import { LoaderSpecimen } from "./loader-specimen.tsx";
import { Styleguide } from "./styleguide.tsx";
import { TypographySpecimen } from "./typography-specimen.tsx";

/** The same specimens the app's /styleguide route shows (R-40, F-205). */
const meta = {
  title: "Styleguide/Styleguide",
  component: Styleguide,
  tags: ["autodocs"],
} satisfies Meta<typeof Styleguide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Typography" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("tab", { name: "Buttons" }));
    await expect(canvas.getByRole("tabpanel", { name: "Buttons" })).toBeVisible();
  },
};
export const Typography: Story = { render: () => <TypographySpecimen /> };
export const Buttons: Story = { render: () => <ButtonSpecimen /> };
export const Loaders: Story = { render: () => <LoaderSpecimen /> };
