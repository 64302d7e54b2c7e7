import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, BUTTON_VARIANTS } from "./button.tsx";

const meta = {
  title: "Actions/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "Continue" },
  argTypes: {
    variant: { control: "select", options: BUTTON_VARIANTS },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "Back" } };
export const Success: Story = { args: { variant: "success", children: "Reserve scooter" } };
export const Danger: Story = { args: { variant: "danger", children: "Unlink account" } };
export const Warning: Story = { args: { variant: "warning", children: "Add funds" } };
export const Outline: Story = { args: { outline: true, children: "Order history" } };
export const Link: Story = { args: { variant: "link", children: "Learn more" } };
export const Loading: Story = { args: { loading: true, children: "Place order" } };
export const Disabled: Story = { args: { disabled: true, children: "Verify" } };
export const Block: Story = { args: { block: true, size: "lg", children: "Continue to checkout" } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: "grid", gap: "0.75rem" }}>
      {BUTTON_VARIANTS.map((variant) => (
        <div
          key={variant}
          style={{ display: "flex", gap: "0.75rem", flexWrap: "wrap", alignItems: "center" }}
        >
          <Button variant={variant} size="sm">
            {variant}
          </Button>
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} size="lg">
            {variant}
          </Button>
          <Button variant={variant} outline>
            {variant} outline
          </Button>
        </div>
      ))}
    </div>
  ),
};
