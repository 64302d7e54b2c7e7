import { useLingui } from "@lingui/react";
import type { VendorAccount } from "@tandem/api-client/schemas";
import { errorMessage } from "@tandem/i18n";
import { paths } from "@tandem/paths";
import { Alert } from "@tandem/ui/alert";
import { Button, buttonClassName } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { useState } from "react";
import { Link } from "react-router";
import { privateAccountsMessages } from "../private-accounts/private-accounts-messages.ts";
import { LinkWaiting } from "../private-accounts/link-waiting.tsx";
import { useAccountLink } from "../private-accounts/use-account-link.ts";
import { setupMessages as m } from "./setup-messages.ts";

// The 402s of make_auth_request (contract §5.5) say why; anything else is the generic auth error (E-26).
const EXPLAINED = new Set(["usage_prohibited_cash_balance", "non_member_account"]);

/** After a failed auth request: the reason and a way forward (pay the balance, back to the list, or try again). */
function LinkFailure(props: { code: string; onRetry: () => void; onPayBalance: () => void }) {
  const { i18n } = useLingui();
  const { code, onRetry, onPayBalance } = props;
  const text = EXPLAINED.has(code) ? errorMessage(code) : privateAccountsMessages.authError;
  return (
    <>
      <Alert variant="danger" live>
        {i18n._(text)}
      </Alert>
      <div className="setup-panel__actions">
        {code === "usage_prohibited_cash_balance" ? (
          <Button onClick={onPayBalance}>{i18n._(m.payFirst)}</Button>
        ) : code === "non_member_account" ? (
          <Link className={buttonClassName()} to={paths.privateAccounts()}>
            {i18n._(m.backToList)}
          </Link>
        ) : (
          <Button onClick={onRetry}>{i18n._(m.tryAgain)}</Button>
        )}
      </div>
    </>
  );
}

/**
 * Linking the app: the auth request (once per tap), then long polls while "Waiting for {vendor}..." shows with a
 * visible Cancel; polling stops on Cancel or when the page is left. Linked: the vendor's instructions and the way
 * back to the list. `onPayBalance` reads the account again when the server says the balance must be paid first.
 */
export function LinkStep({ account, onPayBalance }: { account: VendorAccount; onPayBalance: () => void }) {
  const { i18n } = useLingui();
  const { state, link, cancel } = useAccountLink(account.id);
  const [cancelled, setCancelled] = useState(false);
  const vendor = { vendor: account.vendorName };
  if (state.phase === "linked")
    return <LinkedStep vendorName={account.vendorName} instructions={state.successInstructions} />;
  if (state.phase === "failed")
    return <LinkFailure code={state.code} onRetry={link} onPayBalance={onPayBalance} />;
  if (state.phase === "timed_out") return <LinkTimedOut vendorName={account.vendorName} onRetry={link} />;
  return (
    <>
      <p>{i18n._({ ...m.linkBody, values: vendor })}</p>
      <div role="status" className="setup-panel__status">
        {state.phase === "waiting" ? (
          <LinkWaiting title={i18n._({ ...m.waiting, values: vendor })} detail={i18n._(m.takesAMinute)} />
        ) : (
          cancelled && <p>{i18n._(m.cancelled)}</p>
        )}
      </div>
      <div className="setup-panel__actions">
        {state.phase === "waiting" ? (
          <Button
            variant="secondary"
            outline
            onClick={() => {
              cancel();
              setCancelled(true);
            }}
          >
            {i18n._(m.cancel)}
          </Button>
        ) : (
          <Button
            onClick={() => {
              setCancelled(false);
              link();
            }}
          >
            {i18n._(m.linkApp)}
          </Button>
        )}
      </div>
    </>
  );
}

/** Ten minutes without the vendor's link: say so, and offer to ask again. */
function LinkTimedOut({ vendorName, onRetry }: { vendorName: string; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <>
      <Alert variant="warning" live>
        {i18n._({ ...privateAccountsMessages.timedOut, values: { vendor: vendorName } })}
      </Alert>
      <div className="setup-panel__actions">
        <Button onClick={onRetry}>{i18n._(m.tryAgain)}</Button>
      </div>
    </>
  );
}

/** Linked: the vendor's instructions and the way back to the list. */
function LinkedStep({ vendorName, instructions }: { vendorName: string; instructions: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <Alert variant="success" live title={i18n._({ ...m.linkedTitle, values: { vendor: vendorName } })}>
        <Markdown text={instructions} />
      </Alert>
      <div className="setup-panel__actions">
        <Link className={buttonClassName()} to={paths.privateAccounts()}>
          {i18n._(m.backToList)}
        </Link>
      </div>
    </>
  );
}
