import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { ToastProvider } from "../toast/toast-provider.tsx";

/**
 * Renders with the providers ui components expect: Lingui (English source messages, so tests do not depend on
 * catalog contents) and the toast stack.
 */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions): RenderResult {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
