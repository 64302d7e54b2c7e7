import { useLingui } from "@lingui/react";
import { useCurrentMember } from "@tandem/api-client/react";
import { memberMessages } from "@tandem/i18n";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { Link } from "react-router";
import { onboardingMessages as m } from "./onboarding-messages.ts";
import "./onboarding.css";

/**
 * `/onboarding/finish` (R-11, F-061): "everything looks good" when the member the update returned is onboarded,
 * otherwise that their details are being checked; Okay! opens the dashboard.
 */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.finishTitle);
  const { data: member } = useCurrentMember();
  const text = member?.onboarded
    ? memberMessages.onboarding.finish_onboarded
    : memberMessages.onboarding.finish;
  return (
    <section className="onboarding onboarding--finish" aria-labelledby="finish-title">
      <div className="onboarding__check" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7" />
        </svg>
      </div>
      <h1 id="finish-title">{title}</h1>
      <p className="onboarding__lead">{i18n._(text)}</p>
      <div className="onboarding__actions">
        <Link className={buttonClassName({ block: true })} to={paths.dashboard()}>
          {i18n._(m.okay)}
        </Link>
      </div>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
