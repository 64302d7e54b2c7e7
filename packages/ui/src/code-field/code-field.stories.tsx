import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CodeField, type CodeFieldProps } from "./code-field.tsx";

function Stateful(props: CodeFieldProps) {
  const [value, setValue] = useState(props.value);
  return <CodeField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: "Forms/CodeField",
  component: CodeField,
  tags: ["autodocs"],
  args: { label: "Verification code", value: "", onChange: fn(), onComplete: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Partial: Story = { args: { value: "482" } };
export const Complete: Story = { args: { value: "482913" } };
export const WithHint: Story = { args: { hint: "Sent by text to (503) 555-1234." } };
export const WithError: Story = {
  args: { value: "", error: "That code is not right. Try again or send a new one." },
};
export const Disabled: Story = { args: { value: "482913", disabled: true } };

/** doc 1 §2: a pasted code fills all six fields; each is labelled "Digit n of 6" (B-17). */
export const PasteFillsAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("textbox", { name: "Digit 1 of 6" }));
    await userEvent.paste("482913");
    const digits = canvas.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value);
    await expect(digits.join("")).toBe("482913");
    await expect(args.onComplete).toHaveBeenCalledWith("482913");
  },
};

/** V-07 and F-049: letters are refused, digits move focus along. */
export const TypingMovesFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("textbox", { name: "Digit 1 of 6" }));
    await userEvent.keyboard("a12");
    await expect(canvas.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveValue("1");
    await expect(canvas.getByRole("textbox", { name: "Digit 3 of 6" })).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    await expect(canvas.getByRole("textbox", { name: "Digit 2 of 6" })).toHaveValue("");
  },
};
