import type { MapFeatures } from "@tandem/api-client/schemas";
import { containsArea, restrictionQueryArea, type Area } from "../../core/query-areas.ts";
import {
  mergeRestrictions,
  restrictionCollection,
  type RestrictionFeature,
} from "../../core/restriction-layers.ts";
import type { MapView } from "./map-view.ts";

/**
 * Restriction areas for the viewport ±1° (F-093), drawn without duplicates, loaded again only when the viewport leaves
 * that area (or after a failure, when asked); one load at a time. `onResult` says whether the last load failed.
 */
export function createRestrictionLoader(
  view: MapView,
  fetchRestrictions: (area: Area, signal: AbortSignal) => Promise<MapFeatures>,
  onResult: (failed: boolean) => void,
) {
  let loadedArea: Area | null = null;
  let drawn = new Map<string, RestrictionFeature>();
  let running: AbortController | null = null;

  async function load() {
    running?.abort();
    const loading = new AbortController();
    running = loading;
    const area = restrictionQueryArea(view.viewport());
    try {
      const { restrictions } = await fetchRestrictions(area, loading.signal);
      if (loading.signal.aborted) return;
      loadedArea = area;
      drawn = mergeRestrictions(drawn, restrictions);
      view.setRestrictions(restrictionCollection(drawn));
      onResult(false);
    } catch (error) {
      if (loading.signal.aborted) return;
      onResult(true);
      console.warn("mobility: restriction areas could not be loaded", error);
    } finally {
      if (running === loading) running = null;
    }
  }

  return {
    /** Loads the areas when the loaded ones no longer cover `viewport` (or `again`), unless a load is running. */
    loadFor(viewport: Area, again = false) {
      if ((again || !containsArea(loadedArea, viewport)) && !running) void load();
    },
    abort: () => running?.abort(),
  };
}
