import { createContext, type ReactNode } from "react";

/** How long a toast stays (C-04, doc 1 §9): 5000 ms by default. */
export const TOAST_DURATION = 5000;
/** How long the copy confirmation `common.copied_to_clipboard` stays (C-04, F-022): 2000 ms. */
export const COPY_TOAST_DURATION = 2000;

export type ToastVariant = "error" | "success" | "info";

/** What to show in a toast. */
export interface ToastInput {
  /** @defaultValue "info" */
  variant?: ToastVariant;
  /** A bold first line; error toasts are titled "Error" (`common.error`, F-004) when none is given. */
  title?: ReactNode;
  /** The translated message or a ready element. */
  message: ReactNode;
  /** Milliseconds before it hides itself. @defaultValue {@link TOAST_DURATION} */
  duration?: number;
}

/** A toast on screen. */
export interface ToastItem extends Required<Pick<ToastInput, "variant" | "duration">> {
  id: string;
  title?: ReactNode;
  message: ReactNode;
}

/** What `useToast()` offers. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastInput) => string;
  /** Shows the error toast of F-004: titled "Error", a warning icon, 5 s. */
  showError: (message: ReactNode) => string;
  /** Shows a green confirmation. */
  showSuccess: (message: ReactNode, options?: { duration?: number }) => string;
  dismiss: (id: string) => void;
  /** Removes every toast (done on history back, F-005). */
  clear: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
