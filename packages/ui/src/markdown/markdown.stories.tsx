import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { RenderAppLink } from "./markdown-config.tsx";
import { Markdown } from "./markdown.tsx";

const renderLink: RenderAppLink = ({ to, newTab, className, children }) => (
  <a className={className} href={to} {...(newTab ? { target: "_blank", rel: "noopener" } : {})}>
    {children}
  </a>
);

const meta = {
  title: "Content/Markdown",
  component: Markdown,
  tags: ["autodocs"],
  args: { text: "", renderLink, marketingHost: "tandem.example" },
  decorators: [(Story) => <div style={{ maxWidth: "35rem" }}>{Story()}</div>],
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainText: Story = { args: { text: "No marker: **stars** stay as they are." } };
export const Inline: Story = {
  args: { text: "\u200cSeasonal produce from **Sauvie Island**: squash, kale, apples and potatoes." },
};
export const Block: Story = {
  args: {
    text: "\u200dBy linking, you agree that Tandem may create a Lime account for you.\n\n- Rides are billed to your balance\n- You can unlink at any time",
  },
};
/** F-023–F-025: in-app, new-tab, marketing and external links. */
export const Links: Story = {
  args: {
    text: "\u200dA payment method is expiring. [Update it here](/funding).\n\nRead the [terms](/terms-of-use__blank__), our [FAQ](https://tandem.example/faq) or [Lime's help](https://www.li.me/help). Questions? [Text us](tel:+15035550100).",
  },
};
/** F-022: the inline copyable element. */
export const Copyable: Story = {
  args: { text: '\u200cUse the reference <Copyable text="TDM-4821"/> when you pay by bank transfer.' },
};
/** S-03: unsafe targets lose their link; only the words stay. */
export const UnsafeLinksDropped: Story = {
  args: {
    text: "\u200d[Tap here](javascript:alert(1)) or [here](&#106;avascript:alert(1)).\n\n![x](data:text/html,<b>x</b>)",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole("img")).not.toBeInTheDocument();
  },
};
