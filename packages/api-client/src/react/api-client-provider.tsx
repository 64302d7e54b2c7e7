import { createContext, use, type ReactNode } from "react";
import type { ApiClient } from "../client.ts";

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes one {@link ApiClient} available to every hook below it. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The API client of the nearest {@link ApiClientProvider}. */
export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error("useApiClient must be used inside <ApiClientProvider>");
  return client;
}
