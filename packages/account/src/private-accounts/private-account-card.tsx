import { useLingui } from "@lingui/react";
import type { VendorAccount } from "@tandem/api-client/schemas";
import { commonMessages } from "@tandem/i18n";
import { Alert } from "@tandem/ui/alert";
import { Button } from "@tandem/ui/button";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { Modal } from "@tandem/ui/modal";
import { Spinner } from "@tandem/ui/spinner";
import { useEffect, useState } from "react";
import { privateAccountsMessages as m } from "./private-accounts-messages.ts";
import { useAccountLink } from "./use-account-link.ts";

// The spec's shape carries `needsAttention` and `instructions`; the newer one `uiStateV1` (contract §2.9).
const needsLinking = (account: VendorAccount) =>
  account.needsAttention ?? account.uiStateV1?.needsLinking ?? true;
const helpText = (account: VendorAccount) => account.instructions ?? account.uiStateV1?.helpText ?? "";

// F-195, B-14: the help dialog closes when the member leaves for the vendor's app (the page is hidden).
function useCloseWhenHidden(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onChange = () => {
      if (document.visibilityState === "hidden") close();
    };
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, [open, close]);
}

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
  useCloseWhenHidden(helpOpen, closeHelp);
  const linked = state.phase === "linked" || !needsLinking(account);
  const titleId = `private-account-${account.id}`;
  return (
    <li className="private-account">
      <article className="private-account__card" aria-labelledby={titleId}>
        <div className="private-account__head">
          {account.vendorImage ? (
            <Image
              src={account.vendorImage.url}
              alt={i18n._({ ...m.logo, values: { vendor: account.vendorName } })}
              width={160}
              height={80}
              layout="fixed"
              params={{ resize: "limit", crop: "none", fmt: "png", flatten: "255,255,255" }}
            />
          ) : (
            <span className="private-account__initial" aria-hidden="true">
              {account.vendorName.slice(0, 1)}
            </span>
          )}
          <div>
            <h2 id={titleId} className="private-account__name">
              {account.vendorName}
            </h2>
            <p className={`private-account__status private-account__status--${linked ? "linked" : "open"}`}>
              {i18n._(linked ? m.linked : m.notLinked)}
            </p>
          </div>
        </div>
        <div className="private-account__body" role="status">
          {state.phase === "waiting" && (
            <div className="private-account__working">
              <Spinner size="sm" />
              <div>
                <p className="private-account__working-title">{i18n._(m.working)}</p>
                <p>{i18n._(m.takesAMinute)}</p>
              </div>
            </div>
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
      <Modal
        open={helpOpen}
        onClose={closeHelp}
        title={i18n._({ ...m.helpTitle, values: { vendor: account.vendorName } })}
        footer={<Button onClick={closeHelp}>{i18n._(commonMessages.close)}</Button>}
      >
        <Markdown text={helpText(account)} />
      </Modal>
    </li>
  );
}
