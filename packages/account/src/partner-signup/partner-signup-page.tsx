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
import { Alert } from "@tandem/ui/alert";
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

/** The invitation the page shows, and the one it replaced when the browser's code changed before Accept. */
interface Shown {
  link: RegistrationLink | null;
  replaced: string | null;
}

/** `/partner-signup`: accept a partner organisation's invitation, or read why the link no longer works. */
export function Component() {
  const api = useApiClient();
  const { data: member } = useSuspenseQuery(meQueries.current(api));
  // The invitation as the page opened: accepting uses it up, and the page must not turn into "can't be used"
  // in the moment before the dashboard opens.
  const [shown, setShown] = useState<Shown>(() => ({
    link: member?.registrationLink ?? null,
    replaced: null,
  }));
  if (!shown.link) return <InvalidInvitation />;
  const current = shown.link;
  return (
    <JoinPartner
      key={`${current.organizationName}\n${shown.replaced ?? ""}`}
      link={current}
      replaced={shown.replaced}
      onChanged={(link) => setShown({ link, replaced: current.organizationName })}
    />
  );
}

function JoinPartner({
  link,
  replaced,
  onChanged,
}: {
  link: RegistrationLink;
  /** The organisation whose invitation the member accepted, when the browser's code had changed to this one. */
  replaced: string | null;
  onChanged: (link: RegistrationLink) => void;
}) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  const organization = link.organizationName;
  const title = usePageTitle({ ...m.joinTitle, values: { organization } });
  // The server joins through the code the browser carries, which any site can replace (the capture is a GET), so
  // the update names the organisation the member accepted: the sandbox joins only on a match, and otherwise answers
  // with the code unused, its invitation still on the member, shown here to accept or leave (README, "Joining
  // through a partner"). Sending it again after a lost answer joins nothing more, so no look is needed first.
  const accept = useAction({
    mutationFn: () => updateMe(api, { organizationName: organization }),
    onSuccess: (answered) => {
      if (answered.registrationLink) {
        onChanged(answered.registrationLink);
        return;
      }
      toast.show({ variant: "success", message: i18n._({ ...m.joined, values: { organization } }) });
      void navigate(paths.dashboard());
    },
  });
  return (
    <section className="partner-signup" aria-labelledby="partner-signup-title">
      <h1 id="partner-signup-title">{title}</h1>
      {replaced !== null && (
        <Alert variant="warning" live>
          {i18n._({ ...m.invitationChanged, values: { accepted: replaced, organization } })}
        </Alert>
      )}
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
