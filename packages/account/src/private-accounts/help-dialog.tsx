import { useLingui } from "@lingui/react";
import { commonMessages } from "@tandem/i18n";
import { Button } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { Modal } from "@tandem/ui/modal";
import { useEffect } from "react";
import { privateAccountsMessages as m } from "./private-accounts-messages.ts";

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
 * A vendor's help (F-195): "{vendor} Private Accounts" with the vendor's text and Close; it closes by itself when
 * the member leaves for the vendor's app.
 * @example <HelpDialog vendorName="Lime" text={help} open={open} onClose={close} />
 */
export function HelpDialog(props: { vendorName: string; text: string; open: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  const { vendorName, text, open, onClose } = props;
  useCloseWhenHidden(open, onClose);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={i18n._({ ...m.helpTitle, values: { vendor: vendorName } })}
      footer={<Button onClick={onClose}>{i18n._(commonMessages.close)}</Button>}
    >
      <Markdown text={text} />
    </Modal>
  );
}
