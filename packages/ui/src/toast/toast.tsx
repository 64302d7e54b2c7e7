import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { Icon, type IconName } from "../internal/icon.tsx";
import { CloseButton } from "../internal/close-button.tsx";
import { uiMessages } from "../internal/messages.ts";
import type { ToastItem, ToastVariant } from "./toast-context.ts";

const ICONS: Record<ToastVariant, IconName> = { error: "warning", success: "check", info: "info" };

export interface ToastProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
}

/**
 * One toast. It hides itself after its duration; the clock stops while the pointer or focus is on it, so a
 * member reading it or reaching for the close button does not lose it (WCAG 2.2.1).
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const { i18n } = useLingui();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);
  const title = toast.title ?? (toast.variant === "error" ? i18n._(uiMessages.error) : undefined);
  return (
    <div
      className={`tdm-toast tdm-toast--${toast.variant}`}
      role={toast.variant === "error" ? "alert" : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="tdm-toast__icon">
        <Icon name={ICONS[toast.variant]} />
      </span>
      <div className="tdm-toast__body">
        {title && <p className="tdm-toast__title">{title}</p>}
        <div className="tdm-toast__message">{toast.message}</div>
      </div>
      <CloseButton className="tdm-toast__close" onClick={() => onDismiss(toast.id)} />
    </div>
  );
}
