import type { FormEvent, ReactNode } from "react";
import { Button } from "../button/button.tsx";
import { SurveyQuestionField, type SurveyFormQuestion } from "./survey-question-field.tsx";
import "./survey-form.css";

/** The chosen answer keys of each question, by question key. */
export type SurveyAnswers = Readonly<Record<string, readonly string[]>>;

export interface SurveyFormProps {
  /** The questions in order, with their labels already translated. */
  questions: readonly SurveyFormQuestion[];
  /** The answers chosen so far. */
  value: SurveyAnswers;
  /** Called with every answer set after a choice. */
  onChange: (value: SurveyAnswers) => void;
  /** Called when the member submits (not while `busy`). */
  onSubmit: () => void;
  /** The submit button's text, e.g. "Join the waitlist" (F-186). */
  submitLabel: ReactNode;
  /** While the answers are being sent: the choices are disabled and the button shows it is busy. @defaultValue false */
  busy?: boolean;
}

/**
 * A waitlist survey (F-186, F-187, V-33): each question in its own group, separated by a divider, as radios or
 * checkboxes by its `format` (unknown formats are skipped and logged), then the submit button. Text and state
 * in: the page owns the answers and sends them.
 * @example <SurveyForm questions={questions} value={answers} onChange={setAnswers} onSubmit={join} submitLabel="Join the waitlist" />
 */
export function SurveyForm({
  questions,
  value,
  onChange,
  onSubmit,
  submitLabel,
  busy = false,
}: SurveyFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="tdm-survey-form" noValidate onSubmit={submit}>
      {questions.map((question) => (
        <SurveyQuestionField
          key={question.key}
          question={question}
          chosen={value[question.key] ?? []}
          disabled={busy}
          onChange={(chosen) => onChange({ ...value, [question.key]: chosen })}
        />
      ))}
      <div className="tdm-survey-form__actions">
        <Button type="submit" size="lg" block loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
