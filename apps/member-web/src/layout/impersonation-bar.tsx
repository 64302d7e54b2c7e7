import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { CurrentMember } from "@tandem/api-client/schemas";

const m = {
  impersonating: msg({ id: "nav.impersonating", message: "Impersonating: {member}" }),
  adminPage: msg({ id: "nav.impersonating_admin_page", message: "(open in the admin app)" }),
};

/**
 * What an admin impersonating a member sees in the top bar (F-013, D-28): who they are acting as (the member's
 * name, or phone when there is none) as a button to the member's page in the admin app.
 */
export function ImpersonationBar({ member }: { member: CurrentMember }) {
  const { i18n } = useLingui();
  const who = member.name || member.phone;
  return (
    <a className="app-layout__impersonating" href={`/admin/member/${member.id}`}>
      {i18n._({ ...m.impersonating, values: { member: who } })}
      <span className="tdm-visually-hidden"> {i18n._(m.adminPage)}</span>
    </a>
  );
}
