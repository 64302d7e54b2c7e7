import { loadMessageArea, type MessageArea } from "@tandem/i18n";
import type { ComponentType } from "react";
import type { LoaderFunction } from "react-router";
import type { RouteContext } from "./route-context.ts";

/**
 * A page, as its area's package exports it (architecture.md, "Pages"):
 * - `loader`: a factory that, given the route context, returns the route's loader; it warms the query cache
 *   with the same query options the Component reads (`queryClient.ensureQueryData(thingQueries.detail(...))`);
 * - `Component`: the page, reading those query options with `useSuspenseQuery`/`useQuery`;
 * - `ErrorBoundary`: what shows when the loader or the render fails; usually {@link PageErrorBoundary}.
 * @example export const loader = ({ queryClient, apiClient }: RouteContext) => () => queryClient.ensureQueryData(...);
 */
export interface RouteModule {
  loader?: (context: RouteContext) => LoaderFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** The route properties React Router takes from a page module, its loader bound to the context. */
export interface RouteProperties {
  loader?: LoaderFunction;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** Binds a page module to the route context: the same wiring for the app's router and the test harness. */
export function routeProperties(module: RouteModule, context: RouteContext): RouteProperties {
  return {
    Component: module.Component,
    ...(module.loader ? { loader: module.loader(context) } : {}),
    ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
  };
}

/** A route's `lazy` object: each property loaded on its own, so React Router can run the loader before the rest. */
export interface LazyRouteProperties {
  loader: () => Promise<LoaderFunction | undefined>;
  Component: () => Promise<ComponentType>;
  ErrorBoundary: () => Promise<ComponentType | undefined>;
}

/**
 * A route's `lazy` property for a page module loaded on demand: the module's chunk (and, when the page's words
 * live in an area catalog, that catalog) is fetched the first time the route matches, both at once. Its loader runs
 * as soon as the chunk is in, without waiting for the catalog (or for a parent route's frame), so the page's data
 * is asked for while the rest still loads; the Component renders once its words are in too. The chunk is fetched
 * once; a failed fetch is tried again on the next match.
 * @example { path: routePatterns.start, lazy: lazyRoute(() => import("@tandem/account/start-page"), context, "account") }
 */
export function lazyRoute(
  load: () => Promise<RouteModule>,
  context: RouteContext,
  messages?: MessageArea,
): LazyRouteProperties {
  let loading: Promise<RouteModule> | undefined;
  const module = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    loader: async () => routeProperties(await module(), context).loader,
    Component: async () => {
      const [page] = await Promise.all([module(), messages ? loadMessageArea(messages) : undefined]);
      return page.Component;
    },
    ErrorBoundary: async () => (await module()).ErrorBoundary,
  };
}
