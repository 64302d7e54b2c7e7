import type { MapFeatures, MobilityMap } from "@tandem/api-client/schemas";
import type { BBox } from "../../core/cluster-index.ts";
import type { ClusterClient } from "../../core/cluster-client.ts";
import type { NearbyVehicle } from "../../core/cluster-protocol.ts";
import { vehicleQueryArea, type Area, type LatLng } from "../../core/query-areas.ts";
import type { MapView } from "./map-view.ts";
import { createRestrictionLoader } from "./restriction-loader.ts";

/** Until the server says otherwise (`refresh`), and after a failure before any answer. */
export const DEFAULT_REFRESH_MS = 30_000;
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

/** The controller's state: its options, the loads running, what is loaded and the refresh timer. */
export interface MapLoads {
  options: MapControllerOptions;
  restrictions: ReturnType<typeof createRestrictionLoader>;
  status: LoadStatus;
  timer: ReturnType<typeof setTimeout> | null;
  interval: number;
  vehicleArea: Area | null;
  vehicleLoad: AbortController | null;
  /** The area the running vehicle load asks for: a move inside it waits for that answer instead of asking again. */
  loadingArea: Area | null;
  drawRound: number;
  active: boolean;
}

const bbox = (area: Area): BBox => [area.sw[1], area.sw[0], area.ne[1], area.ne[0]];

/** Says a change of what failed lately, and only a change. */
export function report(loads: MapLoads, change: Partial<LoadStatus>) {
  const { status } = loads;
  const next = { ...status, ...change };
  if (next.vehiclesFailed === status.vehiclesFailed && next.restrictionsFailed === status.restrictionsFailed)
    return;
  Object.assign(status, next);
  loads.options.onStatus({ ...status });
}

/** A controller's state before its first load: nothing loaded, not active, the default interval. */
export function createMapLoads(options: MapControllerOptions): MapLoads {
  const loads: MapLoads = {
    options,
    restrictions: createRestrictionLoader(options.view, options.fetchRestrictions, (failed) =>
      report(loads, { restrictionsFailed: failed }),
    ),
    status: { vehiclesFailed: false, restrictionsFailed: false },
    timer: null,
    interval: DEFAULT_REFRESH_MS,
    vehicleArea: null,
    vehicleLoad: null,
    loadingArea: null,
    drawRound: 0,
    active: false,
  };
  return loads;
}

/** One refresh timer at a time, on the server's interval, while active. */
function schedule(loads: MapLoads) {
  if (loads.timer !== null) clearTimeout(loads.timer);
  loads.timer = loads.active ? setTimeout(() => void refresh(loads), loads.interval) : null;
}

/** Draws the loaded vehicles for the viewport and lists the nearest; a later draw wins over an earlier one. */
export async function draw(loads: MapLoads) {
  // Before a load has come, there is nothing to draw or list: an empty list would say no vehicles are near.
  if (!loads.active || loads.vehicleArea === null) return;
  const { view, clusters, nearbyFrom, onNearby } = loads.options;
  const round = ++loads.drawRound;
  const area = vehicleQueryArea(view.viewport());
  const [{ features }, { vehicles }] = await Promise.all([
    clusters.ask({ kind: "query", bbox: bbox(area), zoom: view.camera().zoom }),
    clusters.ask({ kind: "nearest", from: nearbyFrom(), limit: NEARBY_LIMIT }),
  ]);
  // A later move or load drew already; and nothing is drawn during a trip.
  if (round !== loads.drawRound || !loads.active) return;
  view.setPoints(features);
  onNearby(vehicles);
}

/** Loads the vehicles for the viewport padded by 100% (and the restriction areas if due), then draws them. */
export async function refresh(loads: MapLoads) {
  if (!loads.active) return;
  const { options } = loads;
  loads.vehicleLoad?.abort();
  const load = new AbortController();
  loads.vehicleLoad = load;
  const area = vehicleQueryArea(options.view.viewport());
  loads.loadingArea = area;
  schedule(loads);
  loads.restrictions.loadFor(options.view.viewport(), loads.status.restrictionsFailed);
  try {
    const map = await options.fetchVehicles(area, load.signal);
    if (load.signal.aborted || !loads.active) return;
    const loaded = await options.clusters.ask({ kind: "load", map, selectedId: options.selectedId() });
    if (load.signal.aborted || !loads.active) return;
    loads.vehicleArea = area;
    loads.interval = map.refresh > 0 ? map.refresh : DEFAULT_REFRESH_MS;
    schedule(loads);
    report(loads, { vehiclesFailed: false });
    options.onRefreshed(loaded.selectedPresent);
    await draw(loads);
  } catch (error) {
    if (load.signal.aborted) return;
    // The last vehicles stay on the map; the next interval tries again.
    report(loads, { vehiclesFailed: true });
    console.warn("mobility: vehicles could not be loaded", error);
  } finally {
    if (loads.vehicleLoad === load) {
      loads.vehicleLoad = null;
      loads.loadingArea = null;
    }
  }
}
