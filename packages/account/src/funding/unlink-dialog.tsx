import { useLingui } from "@lingui/react";
import type { PaymentInstrument } from "@tandem/api-client/schemas";
import { Button } from "@tandem/ui/button";
import { FormError } from "@tandem/ui/form-error";
import { Modal } from "@tandem/ui/modal";
import { fundingMessages as m } from "./funding-messages.ts";

interface UnlinkDialogProps {
  /** The instrument to unlink; the dialog is open while set. */
  instrument: PaymentInstrument | null;
  /** The failure of the last try, in the member's words (F-159: errors inline in the dialog). */
  error: string | null;
  onConfirm: (instrument: PaymentInstrument) => void;
  onCancel: () => void;
}

/** F-158: "Unlink …?", what it means, the note that transactions under way go on, Unlink and Cancel. */
export function UnlinkDialog({ instrument, error, onConfirm, onCancel }: UnlinkDialogProps) {
  const { i18n } = useLingui();
  return (
    <Modal
      open={instrument !== null}
      onClose={onCancel}
      title={instrument ? i18n._({ ...m.unlinkTitle, values: { name: instrument.name } }) : ""}
      footer={
        <>
          <Button variant="secondary" outline onClick={onCancel}>
            {i18n._(m.cancel)}
          </Button>
          <Button variant="danger" onClick={() => instrument && onConfirm(instrument)}>
            {i18n._(m.unlinkConfirm)}
          </Button>
        </>
      }
    >
      <p>{i18n._(m.unlinkQuestion)}</p>
      <p>{i18n._(m.unlinkNote)}</p>
      <FormError>{error}</FormError>
    </Modal>
  );
}
