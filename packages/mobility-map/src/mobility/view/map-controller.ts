import type { MapFeatures, MobilityMap } from "@tandem/api-client/schemas";
import type { BBox } from "../../core/cluster-index.ts";
import type { ClusterClient } from "../../core/cluster-client.ts";
import type { NearbyVehicle } from "../../core/cluster-protocol.ts";
import {
  containsArea,
  restrictionQueryArea,
  vehicleQueryArea,
  type Area,
  type LatLng,
} from "../../core/query-areas.ts";
import {
  mergeRestrictions,
  restrictionCollection,
  type RestrictionFeature,
} from "../../core/restriction-layers.ts";
import type { MapView } from "./map-view.ts";

/** Until the server says otherwise (`refresh`), and after a failure before any answer. */
const DEFAULT_REFRESH_MS = 30_000;
/** How many vehicles the accessible list shows. */
export const NEARBY_LIMIT = 20;

/** What the map has failed to load lately; both clear on the next success. */
export interface LoadStatus {
  vehiclesFailed: boolean;
  restrictionsFailed: boolean;
}

/** What the controller needs from the page. */
export interface MapControllerOptions {
  view: MapView;
  clusters: ClusterClient;
  fetchVehicles: (area: Area, signal: AbortSignal) => Promise<MobilityMap>;
  fetchRestrictions: (area: Area, signal: AbortSignal) => Promise<MapFeatures>;
  selectedId: () => string | null;
  /** After each vehicle load: whether the selected vehicle is still there (F-088). */
  onRefreshed: (selectedPresent: boolean) => void;
  onStatus: (status: LoadStatus) => void;
  /** The nearest vehicles, for the list; null while none has loaded yet (a first load, or the first after a trip). */
  onNearby: (vehicles: NearbyVehicle[] | null) => void;
  /** Where "nearest" is measured from: the member, else the map's centre. */
  nearbyFrom: () => LatLng;
}

const bbox = (area: Area): BBox => [area.sw[1], area.sw[0], area.ne[1], area.ne[0]];

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
  let timer: ReturnType<typeof setTimeout> | null = null;
  let interval = DEFAULT_REFRESH_MS;
  let vehicleArea: Area | null = null;
  let restrictionArea: Area | null = null;
  let drawn = new Map<string, RestrictionFeature>();
  let vehicleLoad: AbortController | null = null;
  // The area the running vehicle load asks for: a move inside it waits for that answer instead of asking again.
  let loadingArea: Area | null = null;
  let restrictionLoad: AbortController | null = null;
  let drawRound = 0;
  let active = false;
  const status: LoadStatus = { vehiclesFailed: false, restrictionsFailed: false };

  const report = (change: Partial<LoadStatus>) => {
    const next = { ...status, ...change };
    if (
      next.vehiclesFailed === status.vehiclesFailed &&
      next.restrictionsFailed === status.restrictionsFailed
    )
      return;
    Object.assign(status, next);
    options.onStatus({ ...status });
  };

  function schedule() {
    if (timer !== null) clearTimeout(timer);
    timer = active ? setTimeout(() => void refresh(), interval) : null;
  }

  async function draw() {
    // Before a load has come, there is nothing to draw or list: an empty list would say no vehicles are near.
    if (!active || vehicleArea === null) return;
    const round = ++drawRound;
    const area = vehicleQueryArea(view.viewport());
    const [{ features }, { vehicles }] = await Promise.all([
      clusters.ask({ kind: "query", bbox: bbox(area), zoom: view.camera().zoom }),
      clusters.ask({ kind: "nearest", from: options.nearbyFrom(), limit: NEARBY_LIMIT }),
    ]);
    // A later move or load drew already; and nothing is drawn during a trip.
    if (round !== drawRound || !active) return;
    view.setPoints(features);
    options.onNearby(vehicles);
  }

  async function refresh() {
    if (!active) return;
    vehicleLoad?.abort();
    const load = new AbortController();
    vehicleLoad = load;
    const area = vehicleQueryArea(view.viewport());
    loadingArea = area;
    schedule();
    const restrictionsNeeded = status.restrictionsFailed || !containsArea(restrictionArea, view.viewport());
    if (restrictionsNeeded && !restrictionLoad) void loadRestrictions();
    try {
      const map = await options.fetchVehicles(area, load.signal);
      if (load.signal.aborted || !active) return;
      const loaded = await clusters.ask({ kind: "load", map, selectedId: options.selectedId() });
      if (load.signal.aborted || !active) return;
      vehicleArea = area;
      interval = map.refresh > 0 ? map.refresh : DEFAULT_REFRESH_MS;
      schedule();
      report({ vehiclesFailed: false });
      options.onRefreshed(loaded.selectedPresent);
      await draw();
    } catch (error) {
      if (load.signal.aborted) return;
      // The last vehicles stay on the map; the next interval tries again.
      report({ vehiclesFailed: true });
      console.warn("mobility: vehicles could not be loaded", error);
    } finally {
      if (vehicleLoad === load) {
        vehicleLoad = null;
        loadingArea = null;
      }
    }
  }

  async function loadRestrictions() {
    restrictionLoad?.abort();
    const load = new AbortController();
    restrictionLoad = load;
    const area = restrictionQueryArea(view.viewport());
    try {
      const { restrictions } = await options.fetchRestrictions(area, load.signal);
      if (load.signal.aborted) return;
      restrictionArea = area;
      drawn = mergeRestrictions(drawn, restrictions);
      view.setRestrictions(restrictionCollection(drawn));
      report({ restrictionsFailed: false });
    } catch (error) {
      if (load.signal.aborted) return;
      report({ restrictionsFailed: true });
      console.warn("mobility: restriction areas could not be loaded", error);
    } finally {
      if (restrictionLoad === load) restrictionLoad = null;
    }
  }

  return {
    /** Starts (or, after a trip, resumes) loading and drawing vehicles. */
    start() {
      if (active) return;
      active = true;
      vehicleArea = null;
      options.onNearby(null);
      void refresh();
    },
    /** Loads the vehicles again now (the member's Try again after a failed load). */
    retry() {
      if (active) void refresh();
    },
    /** Trip mode (F-104): no more loads or timer, every vehicle and cluster removed. */
    pause() {
      active = false;
      drawRound += 1;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      vehicleLoad?.abort();
      vehicleArea = null;
      view.setPoints([]);
      void clusters.ask({ kind: "clear" });
      options.onNearby([]);
    },
    /** The camera stopped: redraw for the new viewport, and load what the loaded areas no longer cover. */
    viewportChanged() {
      const viewport = view.viewport();
      if (!containsArea(restrictionArea, viewport) && !restrictionLoad) void loadRestrictions();
      if (!active) return;
      // A load still running for an area that covers the new viewport draws it when it answers.
      if (vehicleLoad && containsArea(loadingArea, viewport)) return;
      if (!containsArea(vehicleArea, viewport)) void refresh();
      else void draw();
    },
    /** Redraws the list's distances from a new place (the member moved). */
    redraw: () => void draw(),
    /** Leaving the page (F-113): no timer, no loads, no worker. */
    destroy() {
      active = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      vehicleLoad?.abort();
      restrictionLoad?.abort();
      clusters.close();
    },
    /** Whether a refresh timer is set (tests of F-089). */
    hasTimer: () => timer !== null,
  };
}

/** A running map controller. */
export type MapController = ReturnType<typeof createMapController>;
