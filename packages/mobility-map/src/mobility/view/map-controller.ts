import { containsArea } from "../../core/query-areas.ts";
import { createMapLoads, draw, refresh, type MapControllerOptions } from "./map-loads.ts";

export { NEARBY_LIMIT, type LoadStatus, type MapControllerOptions } from "./map-loads.ts";

/**
 * Loads vehicles and restriction areas for the map and keeps them fresh (F-085–F-090, F-093, F-104):
 * - vehicles for the viewport padded by 100%, again on the server's `refresh` interval, with one timer at a time,
 *   and at once when the viewport leaves the loaded area; a later load wins over an earlier one;
 * - restriction areas for the viewport ±1°, again only when the viewport leaves that area;
 * - a failed load keeps what is drawn, says so through `onStatus`, and is tried again on the next interval;
 * - during a trip (`pause`) nothing loads and no vehicle is drawn.
 * Decoding and clustering happen in the worker behind `clusters`.
 */
export function createMapController(options: MapControllerOptions) {
  const { view, clusters } = options;
  const loads = createMapLoads(options);
  const stopTimer = () => {
    if (loads.timer !== null) clearTimeout(loads.timer);
    loads.timer = null;
  };
  return {
    /** Starts (or, after a trip, resumes) loading and drawing vehicles. */
    start() {
      if (loads.active) return;
      loads.active = true;
      loads.vehicleArea = null;
      options.onNearby(null);
      void refresh(loads);
    },
    /** Loads the vehicles again now (the member's Try again after a failed load). */
    retry() {
      if (loads.active) void refresh(loads);
    },
    /** Trip mode (F-104): no more loads or timer, every vehicle and cluster removed. */
    pause() {
      loads.active = false;
      loads.drawRound += 1;
      stopTimer();
      loads.vehicleLoad?.abort();
      loads.vehicleArea = null;
      view.setPoints([]);
      void clusters.ask({ kind: "clear" });
      options.onNearby([]);
    },
    /** The camera stopped: redraw for the new viewport, and load what the loaded areas no longer cover. */
    viewportChanged() {
      const viewport = view.viewport();
      loads.restrictions.loadFor(viewport);
      if (!loads.active) return;
      // A load still running for an area that covers the new viewport draws it when it answers.
      if (loads.vehicleLoad && containsArea(loads.loadingArea, viewport)) return;
      if (!containsArea(loads.vehicleArea, viewport)) void refresh(loads);
      else void draw(loads);
    },
    /** Redraws the list's distances from a new place (the member moved). */
    redraw: () => void draw(loads),
    /** Leaving the page (F-113): no timer, no loads, no worker. */
    destroy() {
      loads.active = false;
      stopTimer();
      loads.vehicleLoad?.abort();
      loads.restrictions.abort();
      clusters.close();
    },
    /** Whether a refresh timer is set (tests of F-089). */
    hasTimer: () => loads.timer !== null,
  };
}

/** A running map controller. */
export type MapController = ReturnType<typeof createMapController>;
