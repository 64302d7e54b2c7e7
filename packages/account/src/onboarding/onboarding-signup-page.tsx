import { useLingui } from "@lingui/react";
import { metaQueries } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { onboardingMessages as m } from "./onboarding-messages.ts";
import { SignupForm } from "./signup-form.tsx";
import "./onboarding.css";

/**
 * Warms both lists the form needs. A failed list must not fail the page: the form says so in the
 * field's place with a retry (F-058), so the loader waits for the answers without throwing.
 */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async () => {
    await Promise.all([
      queryClient.prefetchQuery(metaQueries.geographies(apiClient)),
      queryClient.prefetchQuery(metaQueries.organizations(apiClient)),
    ]);
    return null;
  };

/** `/onboarding/signup` (R-10, F-058–F-060, V-10–V-13): the member's name, home address and organization. */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.signupTitle);
  return (
    <section className="onboarding" aria-labelledby="signup-title">
      <h1 id="signup-title">{title}</h1>
      <p className="onboarding__lead">{i18n._(m.signupIntro)}</p>
      <SignupForm />
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
