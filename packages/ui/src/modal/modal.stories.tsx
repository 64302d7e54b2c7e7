import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button.tsx";
import { Modal, type ModalProps } from "./modal.tsx";

function WithTrigger(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show claimed order</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: "Overlays/Modal",
  component: Modal,
  tags: ["autodocs"],
  args: {
    open: false,
    onClose: fn(),
    title: "Order 12 claimed",
    children: (
      <p>Picked up on Saturday at the community table: 1 × Seasonal produce box, 2 × Sourdough loaf.</p>
    ),
    footer: (
      <>
        <Button variant="secondary">Done</Button>
        <Button>View order</Button>
      </>
    ),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };

/** C-03 timing, focus trap, Escape, and focus back on the opener. */
export const FocusTrap: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole("button", { name: "Show claimed order" });
    await userEvent.click(opener);
    const dialog = await body.findByRole("dialog", { name: "Order 12 claimed" });
    await waitFor(() => expect(dialog).toHaveFocus());
    // C-03: 300 ms for the dialog, 150 ms for the backdrop; next to nothing under reduced motion.
    const seconds = (style: CSSStyleDeclaration) => parseFloat(style.transitionDuration.split(", ")[0] ?? "");
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    await expect(seconds(getComputedStyle(dialog))).toBeCloseTo(reduced ? 0 : 0.3, 3);
    await expect(seconds(getComputedStyle(dialog, "::backdrop"))).toBeCloseTo(reduced ? 0 : 0.15, 3);
    const buttons = within(dialog).getAllByRole("button");
    buttons.at(-1)?.focus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(buttons.at(-1)).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
