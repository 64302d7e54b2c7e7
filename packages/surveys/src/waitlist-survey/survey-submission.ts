import type { I18n } from "@lingui/core";
import type { SurveySubmission } from "@tandem/api-client";
import { readMarkdownMarker } from "@tandem/i18n";
import type { SurveyAnswers } from "@tandem/ui/survey-form";
import { surveyTextId, waitlistQuestions, type WaitlistTopic } from "./waitlist-surveys.ts";

/**
 * What `POST /surveys` gets (F-188, contract §5.7): every question with its label in the member's language and
 * only the chosen answers, each with its label and `value: true`.
 */
export function surveySubmission(i18n: I18n, topic: WaitlistTopic, chosen: SurveyAnswers): SurveySubmission {
  const text = (...path: string[]) => readMarkdownMarker(i18n._(surveyTextId(topic, ...path))).text;
  return {
    topic,
    questions: waitlistQuestions[topic].map((question) => ({
      key: question.key,
      label: text(question.key, "label"),
      format: question.format,
      answers: question.answers
        .filter((answer) => chosen[question.key]?.includes(answer))
        .map((answer) => ({ key: answer, label: text(question.key, answer), value: true })),
    })),
  };
}
