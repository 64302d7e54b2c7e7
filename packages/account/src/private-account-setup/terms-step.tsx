import { useLingui } from "@lingui/react";
import type { VendorAccount } from "@tandem/api-client/schemas";
import { Button } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { setupMessages as m } from "./setup-messages.ts";

/** The vendor's terms, read in full, and "I agree". */
export function TermsStep(props: { account: VendorAccount; terms: string; onAgree: () => void }) {
  const { i18n } = useLingui();
  const { account, terms, onAgree } = props;
  return (
    <>
      <p>{i18n._({ ...m.termsIntro, values: { vendor: account.vendorName } })}</p>
      <div className="setup-panel__terms">
        <Markdown text={terms} />
      </div>
      <div className="setup-panel__actions">
        <Button onClick={onAgree}>{i18n._(m.agree)}</Button>
      </div>
    </>
  );
}
