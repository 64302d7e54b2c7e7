import { createClusterIndex, type ClusterIndex } from "./cluster-index.ts";
import type { ClusterAnswers, ClusterRequest, NearbyVehicle } from "./cluster-protocol.ts";
import { decodeVehicles, type MapVehicle } from "./decode-vehicles.ts";
import { distanceMetres } from "./query-areas.ts";
import { spreadSharedSpots } from "./spread-shared-spots.ts";

/**
 * The clustering worker's state and answers, apart from `postMessage` so it can be tested (and run in-thread
 * where there are no workers): decoding, spreading, indexing and every query happen here, never on the main
 * thread. `now` measures build and query times for the bench.
 */
export function createClusterWorkerCore(now: () => number = () => performance.now()) {
  let vehicles: MapVehicle[] = [];
  let byId = new Map<string, MapVehicle>();
  let index: ClusterIndex | null = null;

  function handle<K extends ClusterRequest["kind"]>(
    request: Extract<ClusterRequest, { kind: K }>,
  ): ClusterAnswers[K];
  function handle(request: ClusterRequest): ClusterAnswers[keyof ClusterAnswers] {
    switch (request.kind) {
      case "load": {
        const started = now();
        vehicles = spreadSharedSpots(decodeVehicles(request.map));
        byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
        index = createClusterIndex(vehicles);
        const selectedPresent = request.selectedId !== null && byId.has(request.selectedId);
        return { count: vehicles.length, buildMs: now() - started, selectedPresent };
      }
      case "clear":
        vehicles = [];
        byId = new Map();
        index = null;
        return { count: 0 };
      case "query": {
        const started = now();
        const features = index ? index.query(request.bbox, request.zoom) : [];
        return { features, queryMs: now() - started };
      }
      case "expansion-zoom":
        return { zoom: index ? index.expansionZoom(request.clusterId) : 0 };
      case "vehicle":
        return { vehicle: byId.get(request.id) ?? null };
      case "nearest":
        return { vehicles: nearest(vehicles, request.from, request.limit) };
    }
  }
  return { handle };
}

// The list (for keyboard and screen-reader members) shows the closest vehicles first.
function nearest(vehicles: readonly MapVehicle[], from: readonly [number, number], limit: number) {
  const measured: NearbyVehicle[] = vehicles.map((vehicle) => ({
    ...vehicle,
    distanceMetres: distanceMetres(from, [vehicle.lat, vehicle.lng]),
  }));
  return measured.sort((a, b) => a.distanceMetres - b.distanceMetres).slice(0, limit);
}
