import { matchRoutes, type HydrationState, type RouteObject } from "react-router";

/** The routes a prerendered page's HTML shows, loaded, and the router state that says so. */
export interface ResolvedPage {
  matches: NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;
  hydrationData: HydrationState;
}

/**
 * Prepares the routes of a prerendered page (`pathname` under `basename`) for its first render, on the server and
 * again in the browser, so both render the same tree: every route gets the id React Router would give it, the
 * matched routes' lazy parts (page chunk, frame, catalog) are loaded in place, and each matched route is marked
 * loaded, so hydrating runs no loader and no guard for the page the HTML already shows. Null when nothing matches.
 */
export async function resolvePage(
  routes: RouteObject[],
  pathname: string,
  basename: string,
): Promise<ResolvedPage | null> {
  const name = (list: RouteObject[], parent: string[]) =>
    list.forEach((route, index) => {
      const path = [...parent, String(index)];
      route.id ??= path.join("-");
      name(route.children ?? [], path);
    });
  name(routes, []);
  const matches = matchRoutes(routes, pathname, basename);
  if (!matches) return null;
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy as
        | (() => Promise<Partial<RouteObject>>)
        | Record<string, (() => Promise<unknown>) | undefined>
        | undefined;
      if (!lazy) return;
      // A function gives every property at once; an object (page-kit's lazyRoute) one function per property.
      const properties =
        typeof lazy === "function"
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([key, load]) => [key, await load?.()] as const),
              ),
            );
      Object.assign(route, properties, { lazy: undefined });
    }),
  );
  return {
    matches,
    hydrationData: {
      loaderData: Object.fromEntries(matches.map(({ route }): [string, null] => [String(route.id), null])),
    },
  };
}

/** {@link resolvePage}'s hydration state, or undefined when a part of the page cannot be loaded (B-09, offline). */
export async function hydrationState(
  routes: RouteObject[],
  pathname: string,
  basename: string,
): Promise<HydrationState | undefined> {
  try {
    return (await resolvePage(routes, pathname, basename))?.hydrationData;
  } catch {
    return undefined;
  }
}
