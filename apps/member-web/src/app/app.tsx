import { createApiClient } from "@tandem/api-client";
import { ApiClientProvider } from "@tandem/api-client/react";
import { tandemI18n } from "@tandem/i18n";
import { TandemI18nProvider } from "@tandem/i18n/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { config } from "../config.ts";
import { createRoutes } from "./routes.tsx";

function createApp() {
  const apiClient = createApiClient({ host: config.apiHost, getLanguage: () => tandemI18n.locale });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createBrowserRouter(createRoutes({ apiClient, queryClient }), { basename: "/app/" });
  return { apiClient, queryClient, router };
}

/** The app: API client, server-state cache, translations and the router, created once. */
export function App() {
  const [{ apiClient, queryClient, router }] = useState(createApp);
  return (
    <TandemI18nProvider>
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiClientProvider>
    </TandemI18nProvider>
  );
}
