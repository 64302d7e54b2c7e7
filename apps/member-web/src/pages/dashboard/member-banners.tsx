import { useLingui } from "@lingui/react";
import type { CurrentMember } from "@tandem/api-client/schemas";
import { errorMessage, memberMessages } from "@tandem/i18n";
import { paths } from "@tandem/paths";
import { Alert } from "@tandem/ui/alert";
import { buttonClassName } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { Link } from "react-router";
import { dashboardMessages as m } from "./dashboard-messages.ts";
import { PartnerInvitationBanner } from "./partner-invitation-banner.tsx";

// F-063: only these reasons are shown here; others (say read_only_zero_balance) are enforced elsewhere.
const SHOWN_READ_ONLY_REASONS = new Set(["read_only_unverified", "read_only_technical_error"]);

/**
 * The banners that come from the member (F-062–F-064), their texts as markdown when the server's strings make them so
 * (the read-only text carries contact links): a trip in progress with a way to it, the read-only
 * notice, and a softly pulsing banner when orders wait to be picked up (still under reduced motion).
 */
export function MemberBanners({ member }: { member: CurrentMember }) {
  const { i18n } = useLingui();
  const reason = member.readOnlyReason;
  return (
    <>
      <PartnerInvitationBanner member={member} />
      {member.ongoingTrip && (
        <Alert
          variant="danger"
          action={
            <Link className={buttonClassName({ variant: "danger" })} to={paths.mobility()}>
              {i18n._(m.seeMyTrip)}
            </Link>
          }
        >
          <Markdown text={i18n._(memberMessages.dashboard.check_ongoing_trip)} />
        </Alert>
      )}
      {reason && SHOWN_READ_ONLY_REASONS.has(reason) && (
        <Alert variant="danger">
          <Markdown text={i18n._(errorMessage(reason))} />
        </Alert>
      )}
      {member.unclaimedOrdersCount > 0 && (
        <Alert
          variant="success"
          blink
          action={
            <Link className={buttonClassName({ variant: "success" })} to={paths.unclaimedOrders()}>
              {i18n._(m.viewUnclaimedOrders)}
            </Link>
          }
        >
          {i18n._({ ...m.unclaimedOrders, values: { count: member.unclaimedOrdersCount } })}
        </Alert>
      )}
    </>
  );
}
