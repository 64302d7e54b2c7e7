import type { ReactNode } from "react";
import { Checkbox } from "../checkbox/checkbox.tsx";
import { RadioGroup } from "../radio-group/radio-group.tsx";
import "../internal/field-frame.css";

/** One answer of a survey question. */
export interface SurveyFormAnswer {
  key: string;
  /** The translated answer text. */
  label: ReactNode;
}

/** A survey question: one answer (`radio`) or any number (`checkbox`); other formats are not shown (V-33). */
export interface SurveyFormQuestion {
  key: string;
  /** The translated question text. */
  label: ReactNode;
  format: string;
  answers: readonly SurveyFormAnswer[];
}

interface SurveyQuestionFieldProps {
  question: SurveyFormQuestion;
  chosen: readonly string[];
  disabled: boolean;
  onChange: (chosen: readonly string[]) => void;
}

/** A question as a radio group or a group of checkboxes (F-187); an unknown format renders nothing (V-33). */
export function SurveyQuestionField({ question, chosen, disabled, onChange }: SurveyQuestionFieldProps) {
  if (question.format === "radio") {
    return (
      <div className="tdm-survey-form__question">
        <RadioGroup
          legend={question.label}
          name={`survey-${question.key}`}
          options={question.answers.map((answer) => ({ value: answer.key, label: answer.label, disabled }))}
          value={chosen[0]}
          onChange={(key) => onChange([key])}
        />
      </div>
    );
  }
  if (question.format !== "checkbox") {
    console.error(`Survey question "${question.key}" has an unknown format "${question.format}"; skipped`);
    return null;
  }
  const toggle = (key: string, on: boolean) =>
    onChange(
      on ? [...chosen.filter((other) => other !== key), key] : chosen.filter((other) => other !== key),
    );
  return (
    <div className="tdm-survey-form__question">
      <fieldset className="tdm-field tdm-survey-form__group">
        <legend className="tdm-fieldset__legend">{question.label}</legend>
        {question.answers.map((answer) => (
          <Checkbox
            key={answer.key}
            className="tdm-survey-form__checkbox"
            name={`survey-${question.key}`}
            value={answer.key}
            label={answer.label}
            checked={chosen.includes(answer.key)}
            disabled={disabled}
            onChange={(event) => toggle(answer.key, event.currentTarget.checked)}
          />
        ))}
      </fieldset>
    </div>
  );
}
