import { useEffect, useRef, useState, type RefObject } from "react";

/** How long the dialog takes to appear or leave (C-03, doc 1 §9): 300 ms; its backdrop fades in 150 ms. */
export const MODAL_TRANSITION_MS = 300;

/**
 * Opens and closes a native `<dialog>` as a modal following `open`: content stays rendered until the closing
 * transition is over, and focus goes back to where it was before the dialog opened.
 */
export function useModalDialog(open: boolean): {
  dialog: RefObject<HTMLDialogElement | null>;
  rendered: boolean;
} {
  const dialog = useRef<HTMLDialogElement>(null);
  const [rendered, setRendered] = useState(open);
  const returnFocus = useRef<HTMLElement | null>(null);
  if (open && !rendered) setRendered(true);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal(); the attribute gives the same open state there.
    if (typeof element.showModal === "function") element.showModal();
    else element.setAttribute("open", "");
    // The dialog itself takes focus, so its name is read first and Tab goes on to the close button, instead of
    // a focus ring landing on "Close" straight away.
    element.focus();
    return () => {
      if (typeof element.close === "function") element.close();
      else element.removeAttribute("open");
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
    };
  }, [open, rendered]);

  useEffect(() => {
    if (open || !rendered) return;
    const timer = window.setTimeout(() => setRendered(false), MODAL_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [open, rendered]);

  return { dialog, rendered };
}
