import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button.tsx";
import { COPY_TOAST_DURATION } from "./toast-context.ts";
import { ToastProvider } from "./toast-provider.tsx";
import { useToast } from "./use-toast.ts";

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem" }}>
      <Button variant="danger" onClick={() => toast.showError("Sorry, this product is no longer available.")}>
        Show error
      </Button>
      <Button
        variant="success"
        onClick={() =>
          toast.show({ variant: "success", message: "Copied to clipboard.", duration: COPY_TOAST_DURATION })
        }
      >
        Show copy confirmation
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.show({ title: "Language", message: "Now in Español." })}
      >
        Show info
      </Button>
    </div>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: ToastProvider,
  tags: ["autodocs"],
  args: { children: <Triggers /> },
  // The preview already wraps every story in a ToastProvider; these stories use that one.
  render: () => <Triggers />,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Triggered: Story = {};

/** F-004: titled "Error"; F-005: cleared on history back. */
export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "Show error" }));
    const toast = await body.findByRole("alert");
    await expect(toast).toHaveTextContent("Error");
    await expect(toast).toHaveTextContent("Sorry, this product is no longer available.");
    window.dispatchEvent(new PopStateEvent("popstate"));
    await waitFor(() => expect(body.queryByRole("alert")).not.toBeInTheDocument());
  },
};

/** C-04: the copy confirmation leaves after 2000 ms. */
export const CopyConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "Show copy confirmation" }));
    await expect(await body.findByText("Copied to clipboard.")).toBeInTheDocument();
    await userEvent.unhover(body.getByText("Copied to clipboard."));
    await waitFor(() => expect(body.queryByText("Copied to clipboard.")).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "Show error" }));
    await userEvent.click(body.getByRole("button", { name: "Show info" }));
    await expect(await body.findByText("Now in Español.")).toBeInTheDocument();
  },
};
