import { useLingui } from "@lingui/react";
import { surveyMutations, useApiClient } from "@tandem/api-client/react";
import { failureMessage, useAction } from "@tandem/page-kit";
import { Markdown } from "@tandem/ui/markdown";
import { SurveyForm, type SurveyAnswers } from "@tandem/ui/survey-form";
import { useToast } from "@tandem/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SurveyIntro } from "./survey-intro.tsx";
import { surveySubmission } from "./survey-submission.ts";
import { waitlistSurveyMessages as m } from "./waitlist-survey-messages.ts";
import { surveyTextId, waitlistQuestions, type WaitlistTopic } from "./waitlist-surveys.ts";

interface WaitlistSurveyFormProps {
  topic: WaitlistTopic;
  title: string;
  headingLevel: 2 | 3;
  onJoined: () => void;
}

/** The survey's title, intro and questions; Join sends them once and a failure shows an error toast (F-188). */
export function WaitlistSurveyForm({ topic, title, headingLevel, onJoined }: WaitlistSurveyFormProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const join = useAction({
    ...surveyMutations.submit(useApiClient(), useQueryClient()),
    onSuccess: onJoined,
    onError: (error: unknown) => toast.showError(i18n._(failureMessage(error))),
  });
  const text = (...path: string[]) => i18n._(surveyTextId(topic, ...path));
  const Heading = `h${headingLevel}` as const;
  const questions = waitlistQuestions[topic].map((question) => ({
    key: question.key,
    format: question.format,
    label: <Markdown text={text(question.key, "label")} />,
    answers: question.answers.map((answer) => ({
      key: answer,
      label: <Markdown text={text(question.key, answer)} />,
    })),
  }));
  return (
    <section className="waitlist-survey" aria-labelledby={`${topic}-title`}>
      <Heading id={`${topic}-title`}>{title}</Heading>
      <SurveyIntro text={text("intro")} />
      <SurveyForm
        questions={questions}
        value={answers}
        onChange={setAnswers}
        onSubmit={() => join.submit(surveySubmission(i18n, topic, answers))}
        submitLabel={i18n._(m.join)}
        busy={join.isPending}
      />
    </section>
  );
}
