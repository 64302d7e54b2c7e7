import { useLingui } from "@lingui/react";
import type { VendorAccount } from "@tandem/api-client/schemas";
import { Alert } from "@tandem/ui/alert";
import { Button } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { useState } from "react";
import { AccountCardHead } from "./account-card-head.tsx";
import { HelpDialog } from "./help-dialog.tsx";
import { LinkWaiting } from "./link-waiting.tsx";
import { privateAccountsMessages as m } from "./private-accounts-messages.ts";
import { useAccountLink } from "./use-account-link.ts";

// The spec's shape carries `needsAttention` and `instructions`; the newer one `uiStateV1` (contract §2.9).
const needsLinking = (account: VendorAccount) =>
  account.needsAttention ?? account.uiStateV1?.needsLinking ?? true;
const helpText = (account: VendorAccount) => account.instructions ?? account.uiStateV1?.helpText ?? "";

/**
 * One private account (F-194–F-197, E-26): the vendor's logo (80 high, uncropped, flattened on white), whether it
 * is linked, Link App (Re-link App once linked) and Help; while linking, "Working..." with a spinner; then the
 * vendor's success instructions in a closable alert, or the auth error under the card.
 */
export function PrivateAccountCard({ account }: { account: VendorAccount }) {
  const { i18n } = useLingui();
  const { state, link, dismiss } = useAccountLink(account.id);
  const [helpOpen, setHelpOpen] = useState(false);
  const closeHelp = () => setHelpOpen(false);
  const linked = state.phase === "linked" || !needsLinking(account);
  const titleId = `private-account-${account.id}`;
  return (
    <li className="private-account">
      <article className="private-account__card" aria-labelledby={titleId}>
        <AccountCardHead
          account={account}
          titleId={titleId}
          linked={linked}
          status={i18n._(linked ? m.linked : m.notLinked)}
        />
        <div className="private-account__body" role="status">
          {state.phase === "waiting" && (
            <LinkWaiting title={i18n._(m.working)} detail={i18n._(m.takesAMinute)} />
          )}
        </div>
        {state.phase === "linked" && (
          <Alert variant="success" live onDismiss={dismiss}>
            <Markdown text={state.successInstructions} />
          </Alert>
        )}
        {state.phase === "failed" && (
          <Alert variant="danger" live>
            {i18n._(m.authError)}
          </Alert>
        )}
        {state.phase === "timed_out" && (
          <Alert variant="warning" live>
            {i18n._({ ...m.timedOut, values: { vendor: account.vendorName } })}
          </Alert>
        )}
        {state.phase !== "waiting" && (
          <div className="private-account__actions">
            <Button variant={linked ? "secondary" : "primary"} outline={linked} onClick={link}>
              {i18n._(linked ? m.relink : m.link)}
            </Button>
            <Button variant="secondary" outline onClick={() => setHelpOpen(true)}>
              {i18n._(m.help)}
            </Button>
          </div>
        )}
      </article>
      <HelpDialog
        vendorName={account.vendorName}
        text={helpText(account)}
        open={helpOpen}
        onClose={closeHelp}
      />
    </li>
  );
}
