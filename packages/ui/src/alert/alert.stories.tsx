import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { buttonClassName } from "../button/button.tsx";
import { Alert } from "./alert.tsx";

const meta = {
  title: "Feedback/Alert",
  component: Alert,
  tags: ["autodocs"],
  args: { children: "Mobility is coming to your neighbourhood soon." },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { variant: "success", children: "Your preferences are saved." } };
export const Warning: Story = {
  args: {
    variant: "warning",
    title: "Card expiring",
    children: "A payment method expires at the end of the month.",
  },
};
export const Danger: Story = {
  args: {
    variant: "danger",
    title: "Account on hold",
    children: "Your account is pending verification. Contact us to finish.",
  },
};
/** The dashboard's unclaimed-orders banner: three soft pulses, then still. */
export const BlinkingSuccess: Story = {
  args: {
    variant: "success",
    blink: true,
    children: "You have 2 orders ready to pick up.",
    action: (
      <a className={buttonClassName({ variant: "success", size: "sm" })} href="#unclaimed">
        View orders
      </a>
    ),
  },
};
export const WithAction: Story = {
  args: {
    title: "Trip in progress",
    children: "E-bike 1042 since 2:14 pm.",
    action: (
      <a className={buttonClassName({ size: "sm" })} href="#mobility">
        Open map
      </a>
    ),
  },
};
export const Dismissible: Story = { args: { variant: "success", onDismiss: fn(), children: "Funds added." } };
export const Live: Story = {
  args: { variant: "danger", live: true, children: "Your session ended. Sign in again." },
};
