import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Toast } from "./toast.tsx";
import {
  TOAST_DURATION,
  ToastContext,
  type ToastApi,
  type ToastInput,
  type ToastItem,
} from "./toast-context.ts";
import "./toast.css";

export interface ToastProviderProps {
  children: ReactNode;
}

/**
 * Holds the toasts of the app and shows them at the top of the screen, below the navigation bars (set
 * `--tdm-toast-offset` on the app to their height). Toasts hide themselves after their duration and are all
 * cleared when the member goes back in history (F-005).
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const clear = useCallback(() => setToasts([]), []);
  const show = useCallback((input: ToastInput) => {
    counter.current += 1;
    const toast: ToastItem = {
      id: `toast-${counter.current}`,
      variant: input.variant ?? "info",
      duration: input.duration ?? TOAST_DURATION,
      title: input.title,
      message: input.message,
    };
    setToasts((all) => [...all, toast]);
    return toast.id;
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      clear,
      showError: (message) => show({ variant: "error", message }),
      showSuccess: (message, options) => show({ variant: "success", message, ...options }),
    }),
    [show, dismiss, clear],
  );
  useEffect(() => {
    window.addEventListener("popstate", clear);
    return () => window.removeEventListener("popstate", clear);
  }, [clear]);
  return (
    <ToastContext value={api}>
      {children}
      <div className="tdm-toasts" aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}
