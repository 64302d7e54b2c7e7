import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { VendorAccount } from "@tandem/api-client/schemas";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { useState } from "react";
import { Link } from "react-router";
import { AccountCardHead } from "./account-card-head.tsx";
import { HelpDialog } from "./help-dialog.tsx";
import { privateAccountsMessages as m } from "./private-accounts-messages.ts";

type UiState = NonNullable<VendorAccount["uiStateV1"]>;

// What each of the current API's index card modes says and offers (contract §2.9 `index_card_mode`).
const MODES: Record<UiState["indexCardMode"], { status: MessageDescriptor; action: MessageDescriptor }> = {
  link: { status: m.notLinked, action: m.link },
  payment: { status: m.paymentNeeded, action: m.setUpPayment },
  relink: { status: m.linked, action: m.relink },
};

/**
 * One private account as the current API describes it: the logo, the vendor's description, whether
 * it is linked or needs payment, and the action of its mode (Link App, Set up payment, Re-link App), which opens
 * the account's setup page; Help only when re-linking.
 */
export function SetupAccountCard({ account, uiState }: { account: VendorAccount; uiState: UiState }) {
  const { i18n } = useLingui();
  const [helpOpen, setHelpOpen] = useState(false);
  const closeHelp = () => setHelpOpen(false);
  const mode = MODES[uiState.indexCardMode];
  const relink = uiState.indexCardMode === "relink";
  const titleId = `private-account-${account.id}`;
  return (
    <li className="private-account">
      <article className="private-account__card" aria-labelledby={titleId}>
        <AccountCardHead account={account} titleId={titleId} linked={relink} status={i18n._(mode.status)} />
        {uiState.descriptionText && (
          <div className="private-account__description">
            <Markdown text={uiState.descriptionText} />
          </div>
        )}
        <div className="private-account__actions">
          <Link
            className={buttonClassName(relink ? { variant: "secondary", outline: true } : {})}
            to={paths.privateAccount({ accountId: account.id })}
          >
            {i18n._(mode.action)}
          </Link>
          {relink && uiState.helpText && (
            <Button variant="secondary" outline onClick={() => setHelpOpen(true)}>
              {i18n._(m.help)}
            </Button>
          )}
        </div>
      </article>
      {relink && (
        <HelpDialog
          vendorName={account.vendorName}
          text={uiState.helpText}
          open={helpOpen}
          onClose={closeHelp}
        />
      )}
    </li>
  );
}
