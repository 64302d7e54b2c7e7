import type { KeyboardEvent, ReactNode, Ref } from "react";
import { CloseButton } from "../internal/close-button.tsx";
import "../modal/modal.css";
import "./drawer.css";

export interface DrawerProps {
  /** Slides the drawer up into view; when false it slides away and leaves the tab order. */
  open: boolean;
  /** Names the drawer for screen readers, e.g. "Vehicle details". */
  label: string;
  /** A visible heading at the top of the drawer. */
  title?: ReactNode;
  children: ReactNode;
  /** Shows a close button (and closes on Escape) that calls this. */
  onClose?: () => void;
  /**
   * `"fixed"` sits at the bottom of the screen; `"contained"` at the bottom of the nearest positioned parent
   * (the map). @defaultValue "fixed"
   */
  placement?: "fixed" | "contained";
  /**
   * A non-modal dialog instead of a region: the page behind stays usable, and the drawer can take focus (through
   * `ref`) when what it shows changes. @defaultValue false
   */
  dialog?: boolean;
  /** The drawer's element, e.g. to move focus to it when it opens on something new. */
  ref?: Ref<HTMLElement>;
}

/**
 * A bottom sheet within thumb reach that does not block the page behind it (the map's drawer with the intro,
 * the vehicle card, the trip in progress and the post-trip summary).
 * @example <Drawer open label="Vehicle" placement="contained" onClose={clearSelection}><VehicleCard … /></Drawer>
 */
export function Drawer({
  open,
  label,
  title,
  children,
  onClose,
  placement = "fixed",
  dialog = false,
  ref,
}: DrawerProps) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && onClose) {
      event.stopPropagation();
      onClose();
    }
  }
  return (
    // Escape inside the drawer closes it, as it would a dialog; the close button does the same for pointers.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={ref}
      {...(dialog ? { role: "dialog", "aria-modal": false, tabIndex: -1 } : {})}
      className={`tdm-drawer tdm-drawer--${placement}`}
      data-open={open || undefined}
      aria-label={label}
      inert={!open}
      onKeyDown={onKeyDown}
    >
      <span className="tdm-drawer__handle" aria-hidden="true" />
      {(Boolean(title) || onClose) && (
        <header className="tdm-drawer__header">
          {title && <h2 className="tdm-drawer__title">{title}</h2>}
          {onClose && <CloseButton className="tdm-drawer__close" onClick={onClose} />}
        </header>
      )}
      <div className="tdm-drawer__body">{children}</div>
    </section>
  );
}
