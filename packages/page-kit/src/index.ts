export { PageErrorBoundary } from "./page-error-boundary.tsx";
export type { RouteContext } from "./route-context.ts";
export { lazyRoute, routeProperties, type RouteModule, type RouteProperties } from "./route-module.ts";
export { useAction, type Action } from "./use-action.ts";
export { usePageTitle } from "./use-page-title.ts";
