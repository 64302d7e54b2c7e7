/** The piece of the router page views need: its state and a way to follow it. */
export interface RouterLike {
  state: { location: { key: string }; navigation: { state: string } };
  subscribe(listener: (state: RouterLike["state"]) => void): () => void;
}

/**
 * Counts page views once per navigation (F-028): one on load and one each time a new location has settled, never
 * one per render (the anchor app added a listener per render and counted pages several times). Only with a metrics
 * endpoint: the counter is a chunk of its own, loaded after the first render.
 */
export async function startPageViews(router: RouterLike, endpoint: string | undefined): Promise<boolean> {
  if (!endpoint) return false;
  const { createPageViewCounter } = await import("@tandem/api-client/metrics");
  const counter = createPageViewCounter({ endpoint });
  let counted = router.state.location.key;
  void counter.count();
  router.subscribe((state) => {
    if (state.navigation.state !== "idle" || state.location.key === counted) return;
    counted = state.location.key;
    void counter.count();
  });
  return true;
}
