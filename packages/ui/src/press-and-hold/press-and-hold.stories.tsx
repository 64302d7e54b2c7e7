import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PressAndHold } from "./press-and-hold.tsx";

const meta = {
  title: "Actions/PressAndHold",
  component: PressAndHold,
  tags: ["autodocs"],
  args: { children: "Hold to claim", onComplete: fn() },
} satisfies Meta<typeof PressAndHold>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Busy: Story = { args: { busy: true, children: "Claiming…" } };
export const Disabled: Story = { args: { disabled: true } };

/** F-149: releasing early cancels (and says so to screen readers); holding Space for 2 s (C-22) claims. */
export const HoldWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Hold to claim" });
    // One session, so the key pressed is the key released.
    const user = userEvent.setup();
    button.focus();
    await user.keyboard("[Space>]");
    await new Promise((resolve) => setTimeout(resolve, 800));
    await user.keyboard("[/Space]");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(/Let go too early/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(args.onComplete).not.toHaveBeenCalled();
    await user.keyboard("[Space>]");
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await user.keyboard("[/Space]");
  },
};
