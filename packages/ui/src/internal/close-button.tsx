import { useLingui } from "@lingui/react";
import { Icon } from "./icon.tsx";
import { uiMessages } from "./messages.ts";

/** The icon-only close button of alerts, toasts, dialogs and drawers, named "Close" for screen readers. */
export function CloseButton({ className, onClick }: { className: string; onClick: () => void }) {
  const { i18n } = useLingui();
  return (
    <button type="button" className={className} aria-label={i18n._(uiMessages.close)} onClick={onClick}>
      <Icon name="close" />
    </button>
  );
}
