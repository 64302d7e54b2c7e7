import { useLingui } from "@lingui/react";
import type { CurrentMember } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { Alert } from "@tandem/ui/alert";
import { buttonClassName } from "@tandem/ui/button";
import { Link } from "react-router";
import { dashboardMessages as m } from "./dashboard-messages.ts";

/**
 * A registration link's invitation (HEAD only; never at 5dd9af6c, whose member has no `registrationLink`): the
 * organisation invites the member, and "Accept your invitation" opens `/partner-signup`.
 */
export function PartnerInvitationBanner({ member }: { member: CurrentMember }) {
  const { i18n } = useLingui();
  const link = member.registrationLink;
  if (!link) return null;
  return (
    <Alert
      variant="success"
      action={
        <Link className={buttonClassName({ variant: "success" })} to={paths.partnerSignup()}>
          {i18n._(m.acceptInvitation)}
        </Link>
      }
    >
      {i18n._({ ...m.partnerInvitation, values: { organization: link.organizationName } })}
    </Alert>
  );
}
