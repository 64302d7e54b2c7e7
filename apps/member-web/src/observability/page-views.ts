import { APP_BASE } from "@tandem/paths";

/** The piece of the router page views need: its state (with the matched routes) and a way to follow it. */
export interface RouterLike {
  state: {
    location: { key: string };
    navigation: { state: string };
    matches: readonly { route: { path?: string | undefined } }[];
  };
  subscribe(listener: (state: RouterLike["state"]) => void): () => void;
}

/**
 * The matched route's pattern under the app's base, e.g. `/app/trip/:tripId` (D-25): what page views send in
 * place of the address, whose ids and query values may be personal. Null when no route with a path matched.
 */
export function routePatternOf(state: RouterLike["state"]): string | null {
  let pattern: string | null = null;
  for (const { route } of state.matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith("/") ? route.path : `${pattern ?? ""}/${route.path}`;
  }
  return pattern === null ? null : `${APP_BASE}${pattern === "/" ? "/" : pattern}`;
}

/**
 * Counts page views once per navigation (F-028): one on load and one each time a new location has settled, never
 * one per render (the anchor app added a listener per render and counted pages several times). Only with a metrics
 * endpoint: the counter is a chunk of its own, loaded after the first render. Each count names the route's pattern
 * and the query's keys, never the address's ids or values (D-25: a trip receipt, a preferences token).
 */
export async function startPageViews(router: RouterLike, endpoint: string | undefined): Promise<boolean> {
  if (!endpoint) return false;
  const { createPageViewCounter, readBrowserPage } = await import("@tandem/api-client/metrics");
  const counter = createPageViewCounter({
    endpoint,
    // Read when the count is sent (after its delay): the pattern of the route the member is on then.
    readPage: () => readBrowserPage(globalThis, routePatternOf(router.state)),
  });
  let counted = router.state.location.key;
  void counter.count();
  router.subscribe((state) => {
    if (state.navigation.state !== "idle" || state.location.key === counted) return;
    counted = state.location.key;
    void counter.count();
  });
  return true;
}
