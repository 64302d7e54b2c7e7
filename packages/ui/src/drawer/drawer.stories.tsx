import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../button/button.tsx";
import { Drawer, type DrawerProps } from "./drawer.tsx";

function WithToggle(props: DrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ minHeight: "22rem" }}>
      <Button variant="secondary" onClick={() => setOpen(!open)}>
        {open ? "Hide vehicle" : "Show vehicle"}
      </Button>
      <Drawer {...props} open={open} onClose={props.onClose && (() => setOpen(false))} />
    </div>
  );
}

const meta = {
  title: "Overlays/Drawer",
  component: Drawer,
  tags: ["autodocs"],
  args: {
    open: true,
    label: "Vehicle details",
    title: "E-bike 1042",
    children: (
      <>
        <p>$1.00 to unlock, then $0.15 per minute. 84% battery.</p>
        <Button variant="success" block>
          Reserve
        </Button>
      </>
    ),
  },
  render: (args) => <WithToggle {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithClose: Story = { args: { onClose: fn() } };
export const Closed: Story = { args: { open: false } };
export const WithoutTitle: Story = {
  args: { title: undefined, children: <p>Tap a vehicle on the map to see its price and reserve it.</p> },
};
