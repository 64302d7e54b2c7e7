import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button, buttonClassName } from "../button/button.tsx";
import { ErrorView } from "./error-view.tsx";

const meta = {
  title: "Feedback/ErrorView",
  component: ErrorView,
  tags: ["autodocs"],
  args: {
    title: "Something went wrong",
    children: <p>Sorry, this page could not be loaded. Please check your connection and try again.</p>,
  },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetryAndHome: Story = {
  args: {
    actions: (
      <>
        <Button>Try again</Button>
        <a className={buttonClassName({ variant: "secondary", outline: true })} href="#dashboard">
          Go home
        </a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Something went wrong");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

export const MessageOnly: Story = {};

/** B-10: a page that could not load because the browser is offline. */
export const Offline: Story = {
  args: {
    kind: "offline",
    title: "You're offline",
    children: (
      <p>This page needs an internet connection. It will load by itself as soon as you're back online.</p>
    ),
    actions: <Button>Try again</Button>,
  },
};
