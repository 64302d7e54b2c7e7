// The server side of prerendering (scripts/prerender.ts): built by Vite for Node, never part of the app's bundle.
import { createApiClient } from "@tandem/api-client";
import { ApiClientProvider, ME_QUERY_KEY } from "@tandem/api-client/react";
import { DEFAULT_LANGUAGE, switchLanguage, tandemI18n } from "@tandem/i18n";
import { TandemI18nProvider } from "@tandem/i18n/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { APP_BASENAME, pageSettings } from "../app/app-services.ts";
import { resolvePage } from "../app/hydration.ts";
import { createRoutes } from "../app/routes.tsx";

/** A prerendered page: the HTML inside `#root` and the document title. */
export interface RenderedPage {
  html: string;
  title: string;
}

/**
 * Renders the page at `pathname` (under /app) as a first-time visitor sees it in English: no member (the ["me"]
 * query holds null, as the browser assumes before hydrating), the bundled catalogs only, the build's configuration.
 * `titleId` names the message of the page's title (B-11), which the page itself sets only in the browser.
 */
export async function renderPage(pathname: string, titleId: string): Promise<RenderedPage> {
  if (!(await switchLanguage(DEFAULT_LANGUAGE))) throw new Error("The English catalog did not load");
  const apiClient = createApiClient({ host: "/", getLanguage: () => DEFAULT_LANGUAGE });
  const queryClient = new QueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, null);
  const routes = createRoutes({ apiClient, queryClient, settings: pageSettings() });
  const page = await resolvePage(routes, pathname, APP_BASENAME);
  if (!page) throw new Error(`No route matches ${pathname}`);
  if (page.matches.some(({ route }) => route.lazy))
    throw new Error(`${pathname}: a lazy route could not be loaded for prerendering`);
  const url = new URL(pathname, "http://localhost");
  const context: StaticHandlerContext = {
    basename: APP_BASENAME,
    location: {
      pathname: url.pathname,
      search: "",
      hash: "",
      state: null,
      key: "default",
    },
    matches: page.matches as StaticHandlerContext["matches"],
    loaderData: page.hydrationData.loaderData ?? {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    _match: (location) =>
      matchRoutes(routes, location, APP_BASENAME) as ReturnType<StaticHandlerContext["_match"]>,
  };
  const router = createStaticRouter(routes, context);
  const html = renderToString(
    <StrictMode>
      <TandemI18nProvider>
        <ApiClientProvider client={apiClient}>
          <QueryClientProvider client={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </ApiClientProvider>
      </TandemI18nProvider>
    </StrictMode>,
  );
  return { html, title: `${tandemI18n._(titleId)} | Tandem` };
}
