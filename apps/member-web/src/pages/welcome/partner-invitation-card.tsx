import { Trans } from "@lingui/react/macro";
import type { RegistrationLink } from "@tandem/api-client";
import { Markdown } from "@tandem/ui/markdown";

/** The organisation's invitation as the welcome page shows it: who invites, and their intro (markdown). */
export function InvitationCard({ link }: { link: RegistrationLink }) {
  const organization = link.organizationName;
  return (
    <section className="welcome__invitation" aria-labelledby="welcome-invitation">
      <h2 id="welcome-invitation" className="welcome__invitation-heading">
        <Trans id="welcome.partner_invitation">{organization} invited you</Trans>
      </h2>
      <Markdown text={link.intro} />
      <p className="welcome__invitation-next">
        <Trans id="welcome.partner_invitation_next">
          Continue to sign in or sign up, then accept the invitation.
        </Trans>
      </p>
    </section>
  );
}
