import { useLingui } from "@lingui/react";
import { updateMe, type RegistrationLink } from "@tandem/api-client";
import { meQueries, useApiClient } from "@tandem/api-client/react";
import {
  failureMessage,
  PageErrorBoundary,
  useAction,
  usePageTitle,
  type RouteContext,
} from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { FormError } from "@tandem/ui/form-error";
import { Markdown } from "@tandem/ui/markdown";
import { useToast } from "@tandem/ui/toast";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, redirect, useNavigate } from "react-router";
import { partnerSignupMessages as m } from "./partner-signup-messages.ts";
import "./partner-signup.css";

/**
 * Where a followed registration link lands (HEAD only). The member is read afresh: the invitation may have been
 * used or have expired since. A visitor goes to the welcome page, which shows the invitation (the 401 named it);
 * a member still to onboard goes to the signup form, which takes the partner as their organization.
 */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async () => {
    const member = await queryClient.fetchQuery({ ...meQueries.current(apiClient), staleTime: 0 });
    if (!member) throw redirect(paths.welcome());
    if (!member.onboarded) throw redirect(paths.onboardingSignup());
    return null;
  };

/** `/partner-signup`: accept a partner organisation's invitation, or read why the link no longer works. */
export function Component() {
  const api = useApiClient();
  const { data: member } = useSuspenseQuery(meQueries.current(api));
  // The invitation as the page opened: accepting uses it up, and the page must not turn into "can't be used"
  // in the moment before the dashboard opens.
  const [link] = useState(() => member?.registrationLink ?? null);
  return link ? <JoinPartner link={link} /> : <InvalidInvitation />;
}

function JoinPartner({ link }: { link: RegistrationLink }) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const organization = link.organizationName;
  const title = usePageTitle({ ...m.joinTitle, values: { organization } });
  // An empty update is all it takes: the server joins through the code the browser carries, and uses it up.
  // Sending it again after a lost answer does nothing more, so no look is needed before a retry.
  const accept = useAction({
    mutationFn: () => updateMe(api, {}),
    onSuccess: () => {
      toast.show({ variant: "success", message: i18n._({ ...m.joined, values: { organization } }) });
      void navigate(paths.dashboard());
    },
  });
  return (
    <section className="partner-signup" aria-labelledby="partner-signup-title">
      <h1 id="partner-signup-title">{title}</h1>
      <p className="partner-signup__lead">{i18n._({ ...m.joinLead, values: { organization } })}</p>
      <div className="partner-signup__intro">
        <Markdown text={link.intro} />
      </div>
      <FormError>{accept.error ? i18n._(failureMessage(accept.error)) : null}</FormError>
      <div className="partner-signup__actions">
        <Button block loading={accept.isPending || accept.data !== undefined} onClick={() => accept.submit()}>
          {i18n._(m.accept)}
        </Button>
        <Link className={buttonClassName({ variant: "link" })} to={paths.dashboard()}>
          {i18n._(m.notNow)}
        </Link>
      </div>
    </section>
  );
}

function InvalidInvitation() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.invalidTitle);
  return (
    <section className="partner-signup" aria-labelledby="partner-signup-title">
      <h1 id="partner-signup-title">{title}</h1>
      <p className="partner-signup__lead">{i18n._(m.invalidText)}</p>
      <div className="partner-signup__actions">
        <Link className={buttonClassName({ block: true })} to={paths.dashboard()}>
          {i18n._(m.goToDashboard)}
        </Link>
      </div>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
