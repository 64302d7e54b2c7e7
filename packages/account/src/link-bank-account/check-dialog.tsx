import { useLingui } from "@lingui/react";
import { Modal } from "@tandem/ui/modal";
import { linkBankMessages as m } from "./link-bank-messages.ts";

/** The URL hash that opens the check dialog (F-165), so it can be linked to and Back closes it. */
export const CHECK_DETAILS_HASH = "#check-details";

// An example check with its MICR line: the routing number, the account number and the check number.
function ExampleCheck({ label }: { label: string }) {
  return (
    <svg className="check-example" viewBox="0 0 320 150" role="img" aria-label={label}>
      <rect x="1" y="1" width="318" height="148" rx="8" className="check-example__paper" />
      <text x="16" y="26" className="check-example__text">
        MARIA HERNANDEZ
      </text>
      <text x="250" y="26" className="check-example__text">
        1001
      </text>
      <line x1="16" y1="62" x2="300" y2="62" className="check-example__rule" />
      <line x1="190" y1="96" x2="300" y2="96" className="check-example__rule" />
      <rect x="12" y="112" width="104" height="26" rx="4" className="check-example__routing" />
      <rect x="122" y="112" width="124" height="26" rx="4" className="check-example__account" />
      <text x="20" y="130" className="check-example__micr">
        123456780
      </text>
      <text x="130" y="130" className="check-example__micr">
        000123456789
      </text>
      <text x="256" y="130" className="check-example__micr">
        1001
      </text>
    </svg>
  );
}

interface CheckDialogProps {
  open: boolean;
  onClose: () => void;
}

/** B-06, F-165: where the routing and account numbers are on a paper check, with an example. */
export function CheckDialog({ open, onClose }: CheckDialogProps) {
  const { i18n } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={i18n._(m.checkTitle)}>
      <ExampleCheck label={i18n._(m.checkImage)} />
      <p>{i18n._(m.checkIntro)}</p>
      <ol className="check-legend">
        <li className="check-legend__routing">{i18n._(m.checkRouting)}</li>
        <li className="check-legend__account">{i18n._(m.checkAccount)}</li>
        <li>{i18n._(m.checkNumber)}</li>
      </ol>
    </Modal>
  );
}
