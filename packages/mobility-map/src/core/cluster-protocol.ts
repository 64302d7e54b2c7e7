import type { MobilityMap } from "@tandem/api-client/schemas";
import type { BBox, MapPointFeature } from "./cluster-index.ts";
import type { MapVehicle } from "./decode-vehicles.ts";
import type { LatLng } from "./query-areas.ts";

/** A vehicle of the accessible list: where it is and how far from the member (or the map's centre). */
export interface NearbyVehicle extends MapVehicle {
  distanceMetres: number;
}

/** What the page asks the clustering worker. */
export type ClusterRequest =
  | { kind: "load"; map: MobilityMap; selectedId: string | null }
  | { kind: "clear" }
  | { kind: "query"; bbox: BBox; zoom: number }
  | { kind: "expansion-zoom"; clusterId: number }
  | { kind: "vehicle"; id: string }
  | { kind: "nearest"; from: LatLng; limit: number };

/** The worker's answer to each request kind. */
export interface ClusterAnswers {
  load: { count: number; buildMs: number; selectedPresent: boolean };
  clear: { count: 0 };
  query: { features: MapPointFeature[]; queryMs: number };
  "expansion-zoom": { zoom: number };
  vehicle: { vehicle: MapVehicle | null };
  nearest: { vehicles: NearbyVehicle[] };
}

/** A request on the wire between page and worker, numbered so answers find their caller. */
export interface ClusterEnvelope {
  id: number;
  request: ClusterRequest;
}

/** An answer on the wire: the request's number, and its answer or the error's message. */
export type ClusterReply =
  | { id: number; ok: true; answer: ClusterAnswers[keyof ClusterAnswers] }
  | { id: number; ok: false; error: string };
