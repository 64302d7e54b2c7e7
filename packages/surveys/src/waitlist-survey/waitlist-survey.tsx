import { useLingui } from "@lingui/react";
import { useCurrentMember } from "@tandem/api-client/react";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { SurveyOutcome } from "@tandem/ui/survey-form";
import { useState } from "react";
import { Link } from "react-router";
import { memberMessages } from "@tandem/i18n";
import { pageMessages } from "@tandem/page-kit";
import { useSurveyTexts } from "./use-survey-texts.ts";
import { WaitlistSurveyForm } from "./waitlist-survey-form.tsx";
import { SurveyIntro } from "./survey-intro.tsx";
import { SurveyLoadFailed, SurveySkeleton } from "./waitlist-survey-placeholders.tsx";
import { surveyTextId, type WaitlistTopic } from "./waitlist-surveys.ts";

export interface WaitlistSurveyProps {
  /** Which waitlist: `food_waitlist`, `utilities_waitlist` or `mobility_waitlist`. */
  topic: WaitlistTopic;
  /** Level of the survey's heading under the page's own. @defaultValue 2 */
  headingLevel?: 2 | 3;
}

/**
 * A waitlist survey, whole (doc 2 §4, F-185–F-188): a skeleton while its words load (a failed load says so with
 * Try again, never message ids), then the questions and Join; a member whose `finishedSurveyTopics` holds the
 * topic is told they are already on the list; after joining, a checkmark and Go home. Used by /utilities, the
 * food index and the mobility waitlist alike.
 * @example <WaitlistSurvey topic="utilities_waitlist" />
 */
export function WaitlistSurvey({ topic, headingLevel = 2 }: WaitlistSurveyProps) {
  const { i18n } = useLingui();
  const texts = useSurveyTexts();
  const member = useCurrentMember();
  const [joined, setJoined] = useState(false);
  if (texts.isError)
    return <SurveyLoadFailed retrying={texts.isFetching} onRetry={() => void texts.refetch()} />;
  if (texts.isPending || member.isPending) return <SurveySkeleton />;
  const title = i18n._(surveyTextId(topic, "title"));
  if (joined) {
    return (
      <SurveyOutcome
        title={title}
        headingLevel={headingLevel}
        focusOnMount
        action={
          <Link className={buttonClassName()} to={paths.dashboard()}>
            {i18n._(pageMessages.goHome)}
          </Link>
        }
      >
        <p>{i18n._(memberMessages.surveys.waitlist_joined)}</p>
      </SurveyOutcome>
    );
  }
  if (member.data?.finishedSurveyTopics.includes(topic)) {
    return (
      <SurveyOutcome title={title} headingLevel={headingLevel}>
        <SurveyIntro text={i18n._(surveyTextId(topic, "intro"))} />
        <p>{i18n._(memberMessages.surveys.waitlisted_already)}</p>
      </SurveyOutcome>
    );
  }
  return (
    <WaitlistSurveyForm
      topic={topic}
      title={title}
      headingLevel={headingLevel}
      onJoined={() => setJoined(true)}
    />
  );
}
