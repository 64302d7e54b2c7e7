import { useLingui } from "@lingui/react";
import { Button } from "@tandem/ui/button";
import { ErrorView } from "@tandem/ui/error-view";
import { Skeleton } from "@tandem/ui/skeleton";
import { pageMessages } from "@tandem/page-kit";
import { waitlistSurveyMessages as m } from "./waitlist-survey-messages.ts";

/** Where the survey will be while its words load: a title, the intro and a question (visual brief). */
export function SurveySkeleton() {
  const { i18n } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={i18n._(m.loading)}>
      <Skeleton width="60%" />
      <Skeleton lines={2} />
      <Skeleton shape="rect" height="12rem" />
    </div>
  );
}

/** A failed load of the survey's words: what happened and Try again (never the message ids). */
export function SurveyLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <ErrorView
      title={i18n._(pageMessages.errorTitle)}
      headingLevel={2}
      actions={
        <Button loading={retrying} onClick={onRetry}>
          {i18n._(pageMessages.tryAgain)}
        </Button>
      }
    >
      <p>{i18n._(m.loadFailed)}</p>
    </ErrorView>
  );
}
