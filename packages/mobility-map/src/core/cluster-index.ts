import type { Feature, Point } from "geojson";
import Supercluster from "supercluster";
import { CLUSTERING, MAP_LIMITS } from "./map-constants.ts";
import type { MapVehicle } from "./decode-vehicles.ts";
import { vehicleIconName } from "./marker-images.ts";

/** What a vehicle point carries on the map: its id (to select it) and the image to draw. */
export interface VehicleProperties {
  id: string;
  icon: string;
}

/** What a cluster carries: supercluster's id and count, and the image showing the count. */
export interface ClusterProperties {
  cluster: true;
  cluster_id: number;
  point_count: number;
  icon: string;
}

/** A point to draw: one vehicle, or a cluster of them. */
export type MapPointFeature = Feature<Point, VehicleProperties | ClusterProperties>;

/**
 * Whether two lists of points draw the same map: the same points in the same order, each at the same place with
 * the same properties. A refresh that changed nothing then redraws nothing.
 */
export function samePoints(a: readonly MapPointFeature[], b: readonly MapPointFeature[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((feature, index) => {
    const other = b[index];
    if (!other) return false;
    const [lng, lat] = feature.geometry.coordinates;
    const [otherLng, otherLat] = other.geometry.coordinates;
    if (lng !== otherLng || lat !== otherLat) return false;
    const keys = Object.keys(feature.properties) as (keyof typeof feature.properties)[];
    return (
      keys.length === Object.keys(other.properties).length &&
      keys.every((key) => feature.properties[key] === other.properties[key])
    );
  });
}

/** `[west, south, east, north]` in degrees, as supercluster takes a viewport. */
export type BBox = [west: number, south: number, east: number, north: number];

/** The image name of a cluster of `count` vehicles (drawn on demand, see `clusterImage`). */
export function clusterIconName(count: number): string {
  return `cluster:${count}`;
}

/**
 * A supercluster index of vehicles (F-092, C-17): a 32 px radius at zooms below 17, no clustering from 17 (its
 * `maxZoom` is the last clustered zoom). Built and queried off the main thread (see `cluster-worker-core`).
 */
export function createClusterIndex(vehicles: readonly MapVehicle[]) {
  const index = new Supercluster<VehicleProperties, Record<string, never>>({
    radius: CLUSTERING.radius,
    maxZoom: CLUSTERING.lastClusteredZoom,
    minZoom: MAP_LIMITS.minZoom,
  });
  index.load(
    vehicles.map((vehicle) => ({
      type: "Feature" as const,
      geometry: { type: "Point" as const, coordinates: [vehicle.lng, vehicle.lat] },
      properties: { id: vehicle.id, icon: vehicleIconName(vehicle.type, vehicle.provider.slug) },
    })),
  );
  return {
    /** Clusters and single vehicles inside `bbox` at `zoom` (rounded down, as the map draws it). */
    query(bbox: BBox, zoom: number): MapPointFeature[] {
      return index.getClusters(bbox, Math.floor(zoom)).map((feature) => {
        const properties = feature.properties as Partial<ClusterProperties> & Partial<VehicleProperties>;
        if (properties.cluster && typeof properties.point_count === "number") {
          return {
            ...feature,
            properties: {
              cluster: true,
              cluster_id: properties.cluster_id ?? 0,
              point_count: properties.point_count,
              icon: clusterIconName(properties.point_count),
            },
          };
        }
        return feature as MapPointFeature;
      });
    },
    /** The zoom at which a cluster splits apart (tapping a cluster flies there). */
    expansionZoom(clusterId: number): number {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}

/** A built vehicle index. */
export type ClusterIndex = ReturnType<typeof createClusterIndex>;
