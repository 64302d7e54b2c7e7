import { useLingui } from "@lingui/react";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { WaitlistSurvey } from "@tandem/surveys/waitlist-survey";
import { UtilitiesHeader } from "./utilities-header.tsx";
import { utilitiesMessages as m } from "./utilities-messages.ts";
import "./utilities-page.css";

/**
 * `/utilities` (R-33, doc 2 §2): a header picture, the programme's intro and the utilities waitlist survey
 * (its loading, form, already-waitlisted and joined states are the survey's own).
 */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.title);
  return (
    <section className="utilities-page" aria-labelledby="utilities-title">
      <UtilitiesHeader />
      <h1 id="utilities-title">{title}</h1>
      <p className="utilities-page__lead">{i18n._(m.intro)}</p>
      <div className="utilities-page__survey">
        <WaitlistSurvey topic="utilities_waitlist" />
      </div>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
