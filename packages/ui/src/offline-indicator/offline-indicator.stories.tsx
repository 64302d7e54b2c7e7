import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { OfflineIndicator } from "./offline-indicator.tsx";

const meta = {
  title: "Feedback/OfflineIndicator",
  component: OfflineIndicator,
  tags: ["autodocs"],
} satisfies Meta<typeof OfflineIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online: nothing shows. */
export const Online: Story = {};

/** F-012: the wifi-off sign while the browser is offline. */
export const Offline: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    window.dispatchEvent(new Event("offline"));
    return () => {
      Reflect.deleteProperty(navigator, "onLine");
      window.dispatchEvent(new Event("online"));
    };
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("You're offline");
  },
};
