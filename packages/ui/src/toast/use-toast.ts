import { useContext } from "react";
import { ToastContext, type ToastApi } from "./toast-context.ts";

/**
 * The toast stack of the nearest `ToastProvider`.
 * @example const toast = useToast(); toast.showError(i18n._(errorMessage(error)));
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it (put one around the router).");
  return api;
}
