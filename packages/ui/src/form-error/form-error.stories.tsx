import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FormError } from "./form-error.tsx";

const meta = {
  title: "Forms/FormError",
  component: FormError,
  tags: ["autodocs"],
  args: { children: "There was a network error. Check your connection and try again." },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The channels of a CSS colour, e.g. "rgb(180, 35, 24)" → [180, 35, 24]. */
function channels(color: string): number[] {
  return (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
}

/** F-006: the message is red text (the theme's danger colour, red in both themes) after an icon. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    const text = within(alert).getByText(/There was a network error/);
    const [red = 0, green = 0, blue = 0] = channels(getComputedStyle(text).color);
    await expect(red).toBeGreaterThan(green + 60);
    await expect(red).toBeGreaterThan(blue + 60);
    const danger = getComputedStyle(alert).getPropertyValue("--tdm-color-danger").trim();
    const probe = canvasElement.ownerDocument.createElement("span");
    probe.style.color = danger;
    canvasElement.append(probe);
    await expect(getComputedStyle(text).color).toBe(getComputedStyle(probe).color);
    probe.remove();
    await expect(alert.querySelector("svg")).not.toBeNull();
  },
};
export const ServerError: Story = { args: { children: "Sorry, something went wrong. Please try again." } };
