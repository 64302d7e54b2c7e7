import { useLingui } from "@lingui/react";
import { useEffect, useId, useRef, useState } from "react";
import { fundingMessages as m } from "./funding-messages.ts";

interface InstrumentOptionsProps {
  /** The instrument's name, so each gear button says whose options it opens. */
  name: string;
  onUnlink: () => void;
}

/**
 * The gear of an instrument line (F-158): a button that shows its one action, "Unlink account". A disclosure
 * rather than an ARIA menu: one plain button inside, reached with Tab; Escape or a click elsewhere closes it.
 */
export function InstrumentOptions({ name, onUnlink }: InstrumentOptionsProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("click", close);
    document.addEventListener("focusin", close);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("focusin", close);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);
  return (
    <div className="instrument-options" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="instrument-options__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={i18n._({ ...m.options, values: { name } })}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="3" />
          <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
        </svg>
      </button>
      <div id={panelId} className="instrument-options__panel" hidden={!open}>
        <button
          type="button"
          className="instrument-options__action"
          onClick={() => {
            setOpen(false);
            onUnlink();
          }}
        >
          {i18n._(m.unlink)}
        </button>
      </div>
    </div>
  );
}
