import { ApiClientProvider } from "@tandem/api-client/react";
import { TandemI18nProvider } from "@tandem/i18n/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { captureInstallPrompt } from "../install/install-prompt-event.ts";
import type { AppServices } from "./app-services.ts";

// The browser may offer installing before the dashboard opens; keep the offer for the prompt there (D-04).
captureInstallPrompt();

/** The app: translations, the API client, the server-state cache and the router. */
export function App({ services }: { services: AppServices }) {
  return (
    <TandemI18nProvider>
      <ApiClientProvider client={services.apiClient}>
        <QueryClientProvider client={services.queryClient}>
          <RouterProvider router={services.router} />
        </QueryClientProvider>
      </ApiClientProvider>
    </TandemI18nProvider>
  );
}
