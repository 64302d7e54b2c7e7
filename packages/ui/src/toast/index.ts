export { ToastProvider, type ToastProviderProps } from "./toast-provider.tsx";
export { useToast } from "./use-toast.ts";
export {
  COPY_TOAST_DURATION,
  TOAST_DURATION,
  type ToastApi,
  type ToastInput,
  type ToastVariant,
} from "./toast-context.ts";
