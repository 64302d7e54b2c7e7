import { useId, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";
import { trapTab } from "../internal/focusable.ts";
import { CloseButton } from "../internal/close-button.tsx";
import { useModalDialog } from "./use-modal-dialog.ts";
import "./modal.css";

export interface ModalProps {
  /** Shows the dialog; set it back to false in `onClose`. */
  open: boolean;
  /** Called on the close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading; it also names the dialog for screen readers. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom, e.g. Close and "View order" (F-152). */
  footer?: ReactNode;
  /** Closes when the dimmed page around it is clicked. @defaultValue true */
  closeOnBackdrop?: boolean;
}

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, Tab stays inside, Escape closes it, focus
 * returns to the control that opened it, and it fades in over 300 ms on a backdrop fading in 150 ms (C-03).
 * @example <Modal open={open} onClose={() => setOpen(false)} title="Order 12 claimed" footer={<Button …>Close</Button>}>…</Modal>
 */
export function Modal({ open, onClose, title, children, footer, closeOnBackdrop = true }: ModalProps) {
  const titleId = useId();
  const { dialog, rendered } = useModalDialog(open);
  function onCancel(event: SyntheticEvent) {
    // Escape: the parent decides (it owns `open`), so the dialog never closes behind React's back.
    event.preventDefault();
    onClose();
  }
  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  }
  return (
    // The dialog element itself receives backdrop clicks; the keyboard closes it with Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="tdm-modal"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={onCancel}
      onClick={onBackdropClick}
      onKeyDown={(event) => {
        // Escape on keydown too: `cancel` never follows synthetic key events, and Chrome skips it for repeated
        // Escapes without user activation. preventDefault here stops the native cancel, so it runs once.
        if (event.key === "Escape") onCancel(event);
        else if (dialog.current) trapTab(event, dialog.current);
      }}
    >
      {rendered && (
        <div className="tdm-modal__panel">
          <header className="tdm-modal__header">
            <h2 id={titleId} className="tdm-modal__title">
              {title}
            </h2>
            <CloseButton className="tdm-modal__close" onClick={onClose} />
          </header>
          <div className="tdm-modal__body">{children}</div>
          {footer && <footer className="tdm-modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
