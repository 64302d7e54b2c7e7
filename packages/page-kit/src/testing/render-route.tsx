import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createApiClient, getStaticStrings, type ApiClient } from "@tandem/api-client";
import { ApiClientProvider } from "@tandem/api-client/react";
import { createStaticStringsLoader } from "@tandem/i18n";
import { StaticStringsProvider } from "@tandem/i18n/react";
import { ToastProvider } from "@tandem/ui/toast";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type MiddlewareFunction,
  type RouteObject,
} from "react-router";
import type { PageSettings, RouteContext } from "../route-context.ts";
import { routeProperties, type RouteModule } from "../route-module.ts";
import { createFakeApi, type FakeApi } from "./fake-api.ts";

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions {
  /** The route pattern the module is mounted at, e.g. `routePatterns.start`. */
  path: string;
  /** Where the memory router starts: a path, or `{ pathname, state }`. @defaultValue `path` */
  at?: InitialEntry;
  /** The fake API at the wire. @defaultValue `createFakeApi()` (signed out) */
  api?: FakeApi;
  /** Middleware run before the page's loader, as the shell's guards are; given the page's route context. */
  middleware?: (context: RouteContext) => MiddlewareFunction[];
  /** Other routes beside the page (every other path shows "Now at <path>", to see where a page navigated). */
  routes?: RouteObject[];
  /** The deployment's settings the page reads (feature flags, card provider). @defaultValue none (the page's defaults) */
  settings?: PageSettings;
}

/** What {@link renderRoute} returns: Testing Library's result plus the router, the fake API and the clients. */
export interface RenderedRoute extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  api: FakeApi;
  context: RouteContext;
}

function NowAt() {
  const location = useLocation();
  return <p role="status" aria-label="current page">{`Now at ${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a page module the way the app does (its loader, Component and ErrorBoundary wired by `routeProperties`)
 * in a memory router, with Lingui (source messages in English), toasts, the API client on a fake API at the wire,
 * server strings files (`useStaticStrings`) fetched from that fake API, and a fresh query cache. Every package tests its pages this way, by role and label.
 * @example const page = renderRoute(startPage, { path: routePatterns.start, api: createFakeApi({...}) });
 *          await user.click(await screen.findByRole("button", { name: "Continue" }));
 */
export function renderRoute(module: RouteModule, options: RenderRouteOptions): RenderedRoute {
  const api = options.api ?? createFakeApi();
  const apiClient: ApiClient = createApiClient({
    host: "http://api.test",
    fetch: api.fetch,
    retryDelay: () => 0,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const context: RouteContext = {
    apiClient,
    queryClient,
    ...(options.settings ? { settings: options.settings } : {}),
  };
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  // Server strings files (legal texts, surveys) come from the fake API too, as the app loads them (F-037).
  const strings = createStaticStringsLoader({
    instance: i18n,
    fetchStrings: (language, namespace) => getStaticStrings(apiClient, language, namespace),
    log: () => undefined,
  });
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        children: [
          {
            ...(options.middleware ? { middleware: options.middleware(context) } : {}),
            children: [{ path: options.path, ...routeProperties(module, context) }],
          },
          ...(options.routes ?? []),
          { path: "*", element: <NowAt /> },
        ],
      },
    ],
    { initialEntries: [options.at ?? options.path] },
  );
  const result = render(
    <I18nProvider i18n={i18n}>
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <StaticStringsProvider loader={strings}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </StaticStringsProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </I18nProvider>,
  );
  return { ...result, router, api, context };
}
