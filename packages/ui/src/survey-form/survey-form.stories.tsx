import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { buttonClassName } from "../button/button.tsx";
import { SurveyForm, type SurveyAnswers, type SurveyFormProps } from "./survey-form.tsx";
import { SurveyOutcome } from "./survey-outcome.tsx";

const questions = [
  {
    key: "entity_type",
    label: "Which best describes you?",
    format: "radio",
    answers: [
      { key: "community", label: "A community member" },
      { key: "non_profit", label: "A nonprofit" },
      { key: "government", label: "A government agency" },
    ],
  },
  {
    key: "utility_providers",
    label: "Which providers do you use?",
    format: "checkbox",
    answers: [
      { key: "comcast", label: "Comcast Xfinity" },
      { key: "pge", label: "Portland General Electric" },
      { key: "nw_natural", label: "NW Natural" },
    ],
  },
];

function Stateful(props: SurveyFormProps) {
  const [value, setValue] = useState<SurveyAnswers>(props.value);
  return (
    <SurveyForm
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Forms/SurveyForm",
  component: SurveyForm,
  tags: ["autodocs"],
  args: { questions, value: {}, onChange: fn(), onSubmit: fn(), submitLabel: "Join the waitlist" },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SurveyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Answered: Story = {
  args: { value: { entity_type: ["community"], utility_providers: ["pge"] } },
};
export const Sending: Story = { args: { value: { entity_type: ["community"] }, busy: true } };
export const OnlyTheButton: Story = { args: { questions: [] } };

export const Answering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "NW Natural" }));
    await userEvent.click(canvas.getByRole("button", { name: "Join the waitlist" }));
    await expect(canvas.getByRole("checkbox", { name: "NW Natural" })).toBeChecked();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Joined: StoryObj<typeof SurveyOutcome> = {
  render: () => (
    <SurveyOutcome
      title="Save on your utilities"
      action={
        <a className={buttonClassName()} href="#dashboard">
          Go home
        </a>
      }
    >
      You&apos;re on the waitlist! We&apos;ll let you know as soon as it opens.
    </SurveyOutcome>
  ),
};
