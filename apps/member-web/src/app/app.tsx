import { ApiClientProvider } from "@tandem/api-client/react";
import { TandemI18nProvider } from "@tandem/i18n/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import type { AppServices } from "./app-services.ts";

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
