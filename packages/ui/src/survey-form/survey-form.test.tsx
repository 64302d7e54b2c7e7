import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers.tsx";
import { SurveyForm, type SurveyAnswers } from "./survey-form.tsx";
import type { SurveyFormQuestion } from "./survey-question-field.tsx";
import { SurveyOutcome } from "./survey-outcome.tsx";

const questions: SurveyFormQuestion[] = [
  {
    key: "entity_type",
    label: "Which best describes you?",
    format: "radio",
    answers: [
      { key: "community", label: "A community member" },
      { key: "non_profit", label: "A nonprofit" },
    ],
  },
  {
    key: "learn_more",
    label: "What would you like to hear about?",
    format: "checkbox",
    answers: [
      { key: "save", label: "Ways to save money" },
      { key: "partner", label: "Partnering with Tandem" },
    ],
  },
];

function Survey({ busy = false, onSubmit = () => undefined, shown = questions }) {
  const [value, setValue] = useState<SurveyAnswers>({});
  return (
    <>
      <SurveyForm
        questions={shown}
        value={value}
        onChange={setValue}
        onSubmit={onSubmit}
        submitLabel="Join the waitlist"
        busy={busy}
      />
      <output aria-label="answers">{JSON.stringify(value)}</output>
    </>
  );
}

const answers = () =>
  JSON.parse(screen.getByRole("status", { name: "answers" }).textContent ?? "{}") as unknown;

describe("SurveyForm", () => {
  afterEach(() => vi.restoreAllMocks());

  it("F-186 shows each question as a group named by its label, then the join button", () => {
    renderWithProviders(<Survey />);
    const radios = screen.getByRole("group", { name: "Which best describes you?" });
    expect(within(radios).getAllByRole("radio")).toHaveLength(2);
    const boxes = screen.getByRole("group", { name: "What would you like to hear about?" });
    expect(within(boxes).getAllByRole("checkbox")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Join the waitlist" })).toBeEnabled();
  });

  it("F-187 keeps one radio answer and toggles checkbox answers independently", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Survey />);
    await user.click(screen.getByRole("radio", { name: "A community member" }));
    await user.click(screen.getByRole("radio", { name: "A nonprofit" }));
    await user.click(screen.getByRole("checkbox", { name: "Ways to save money" }));
    await user.click(screen.getByRole("checkbox", { name: "Partnering with Tandem" }));
    await user.click(screen.getByRole("checkbox", { name: "Ways to save money" }));
    expect(screen.getByRole("radio", { name: "A community member" })).not.toBeChecked();
    expect(answers()).toEqual({ entity_type: ["non_profit"], learn_more: ["partner"] });
  });

  it("F-188 submits once per tap, and not while the answers are being sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = renderWithProviders(<Survey onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<Survey onSubmit={onSubmit} busy />);
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Join the waitlist" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("checkbox", { name: "Ways to save money" })).toBeDisabled();
  });

  it("V-33 skips a question of an unknown format and logs it", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const text: SurveyFormQuestion = {
      key: "comments",
      label: "Anything else?",
      format: "text",
      answers: [],
    };
    renderWithProviders(<Survey shown={[...questions, text]} />);
    expect(screen.queryByRole("group", { name: "Anything else?" })).not.toBeInTheDocument();
    expect(screen.queryByText("Anything else?")).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"comments"'));
  });
});

describe("SurveyOutcome", () => {
  it("F-188 shows the heading, the text and the way on", () => {
    renderWithProviders(
      <SurveyOutcome title="Utilities" action={<a href="/dashboard">Go home</a>} focusOnMount>
        You&apos;re on the waitlist!
      </SurveyOutcome>,
    );
    expect(screen.getByRole("heading", { name: "Utilities" })).toHaveFocus();
    expect(screen.getByText("You're on the waitlist!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/dashboard");
  });
});
