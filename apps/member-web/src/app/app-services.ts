import { createApiClient, resolveApiBase, type ApiClient } from "@tandem/api-client";
import type { PageSettings } from "@tandem/page-kit";
import { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type HydrationState } from "react-router";
import { config } from "../config.ts";
import { readDevSwitches, withLatency } from "../observability/dev-switches.ts";
import { requestLanguage } from "../lib/start-language.ts";
import { createRoutes } from "./routes.tsx";
import { assumeVisitor, followSignedIn } from "./signed-in-hint.ts";

/** Where the app lives: every route is under /app (doc 1 §9). */
export const APP_BASENAME = "/app/";

/** What the app is made of, created once at start: the API client, the server-state cache and the router. */
export interface AppServices {
  apiClient: ApiClient;
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  /** Whether the router starts on a prerendered page's routes, ready for `hydrateRoot`. */
  hydrate: boolean;
}

// The sandbox's card provider stand-in beside the API (apps/sandbox-api README) until a publishable key is set.
const SANDBOX_CARD_PROVIDER_KEY = "pk_test_sandbox";

/** The settings pages read (F-157 add funds, F-162 card provider, D-02 mobility), from the configuration. */
export function pageSettings(): PageSettings {
  const key = config.stripePublicKey;
  return {
    addFunds: config.features.addFunds,
    mobility: {
      enabled: config.features.mobility,
      restricted: config.features.restrictedMobility,
      mapsAccessToken: config.mapsAccessToken,
    },
    cardProvider: key
      ? { publishableKey: key }
      : {
          publishableKey: SANDBOX_CARD_PROVIDER_KEY,
          baseUrl: resolveApiBase(config.apiHost).replace(/api\/v1\/$/, "sandbox/card-provider"),
        },
  };
}

/**
 * Creates the app's services: one API client (Accept-Language follows the active language), one cache, one router.
 * With `prerendered`, the path whose HTML the page already shows (a visitor's first load of `/app/` or `/app/start`),
 * that page's routes are loaded first and the router starts as if it had rendered them, for `hydrateRoot`; the
 * visitor is assumed (no `GET /me`, see signed-in-hint.ts).
 */
export async function createAppServices(prerendered: string | null = null): Promise<AppServices> {
  const switches = readDevSwitches();
  const apiClient = createApiClient({
    host: config.apiHost,
    getLanguage: requestLanguage,
    // A-09 and B-12: request logging with the debug flag or the developer switch; artificial latency on request.
    debug: config.debug || switches.logRequests,
    ...(switches.latencyMs > 0 ? { fetch: withLatency(switches.latencyMs) } : {}),
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      // A write tapped offline fails at once; it is never held to go out when the connection returns (useAction).
      mutations: { networkMode: "always", retry: false },
    },
  });
  followSignedIn(queryClient, apiClient);
  const routes = createRoutes({ apiClient, queryClient, settings: pageSettings() });
  let hydrationData: HydrationState | undefined;
  if (prerendered !== null) {
    assumeVisitor(queryClient);
    // Only a prerendered first load needs this: a chunk of its own, preloaded by those pages' HTML. A part that
    // fails to load (a deploy replaced it, B-09) leaves the router to start as usual and handle it.
    hydrationData = await import("./hydration.ts").then(
      ({ hydrationState }) => hydrationState(routes, prerendered, APP_BASENAME),
      () => undefined,
    );
  }
  const router = createBrowserRouter(routes, {
    basename: APP_BASENAME,
    ...(hydrationData ? { hydrationData } : {}),
  });
  return { apiClient, queryClient, router, hydrate: hydrationData !== undefined };
}
