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

/** The CSS transitions a dialog runs, as `[property, pseudo-element, milliseconds]`. */
function transitionsOf(dialog: HTMLElement): [string, string, number][] {
  return dialog.ownerDocument
    .getAnimations()
    .filter((animation): animation is CSSTransition => animation instanceof CSSTransition)
    .filter((transition) => (transition.effect as KeyframeEffect | null)?.target === dialog)
    .map((transition) => {
      const effect = transition.effect as KeyframeEffect;
      return [transition.transitionProperty, effect.pseudoElement ?? "", Number(effect.getTiming().duration)];
    });
}

/** C-03: opening and closing, the dialog fades over 300 ms and its backdrop over 150 ms (none under reduced motion). */
export const Timing: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    await userEvent.click(body.getByRole("button", { name: "Show claimed order" }));
    const dialog = await body.findByRole("dialog", { name: "Order 12 claimed" });
    const fades = (pseudo: string, property: string) =>
      transitionsOf(dialog).filter(([name, on]) => name === property && on === pseudo);
    if (reduced) {
      // Reduced motion: next to nothing (every animation is cut to 0.01 ms).
      for (const [, , ms] of transitionsOf(dialog)) await expect(ms).toBeLessThanOrEqual(0.01);
      return;
    }
    await expect(fades("", "opacity")).toEqual([["opacity", "", 300]]);
    await expect(fades("::backdrop", "background-color")).toEqual([["background-color", "::backdrop", 150]]);
    // Let the opening fade end, so closing is a fade of its own rather than a shortened reversal.
    await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    // Leaving: the same 300 ms fade, with the dialog's text still there while it runs.
    await expect(fades("", "opacity")).toEqual([["opacity", "", 300]]);
    await expect(dialog).toHaveTextContent("Picked up on Saturday");
    await waitFor(() => expect(dialog).toBeEmptyDOMElement(), { timeout: 1000 });
  },
};
