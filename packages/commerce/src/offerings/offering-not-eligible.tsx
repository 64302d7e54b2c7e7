import { useLingui } from "@lingui/react";
import { isApiError } from "@tandem/api-client";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { ErrorView } from "@tandem/ui/error-view";
import { Link, useRouteError } from "react-router";
import { foodMessages as m } from "./food-messages.ts";

/** The API's answer to an offering the member may not use (contract §5.1: 403 `eligibility_violation`). */
export function isNotEligible(error: unknown): boolean {
  return isApiError(error) && error.code === "eligibility_violation";
}

/**
 * An offering kept to verified members of an organisation, opened by a member who is not one (a link kept from
 * before, or typed): the backend counts only verified memberships, and an organisation the member named at sign-up
 * stays unverified until it is checked. The member's record says nothing of memberships, so the words cover both a
 * membership being checked and none, and lead to the food the member can order instead of the error page.
 */
export function OfferingNotEligible() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.notEligibleTitle);
  return (
    <ErrorView
      title={title}
      focusOnMount
      actions={
        <Link className={buttonClassName()} to={paths.food()}>
          {i18n._(m.notEligibleSeeFood)}
        </Link>
      }
    >
      <p>{i18n._(m.notEligibleBody)}</p>
      <p>{i18n._(m.notEligibleChecking)}</p>
    </ErrorView>
  );
}

/** The error boundary of the pages that read an offering: its eligibility answer explained, other failures the page's. */
export function OfferingErrorBoundary() {
  const error = useRouteError();
  return isNotEligible(error) ? <OfferingNotEligible /> : <PageErrorBoundary />;
}
