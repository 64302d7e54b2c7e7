import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../client.ts";
import {
  getMapFeatures,
  getMobilityMap,
  getTrips,
  getVehicle,
  type MapBounds,
  type VehicleQuery,
} from "../endpoints/mobility.ts";

const MOBILITY_KEY = ["mobility"] as const;

/** Query options for the map, vehicles and trips, keyed under ["mobility"]. */
export const mobilityQueries = {
  /** Keys only (for invalidating and writing the cache); every other member returns query options. */
  keys: { all: MOBILITY_KEY, trips: [...MOBILITY_KEY, "trips"] as const },
  map: (client: ApiClient, bounds: MapBounds) =>
    queryOptions({
      queryKey: [...mobilityQueries.keys.all, "map", bounds] as const,
      queryFn: ({ signal }) => getMobilityMap(client, bounds, { signal }),
    }),
  features: (client: ApiClient, bounds: MapBounds) =>
    queryOptions({
      queryKey: [...mobilityQueries.keys.all, "features", bounds] as const,
      queryFn: ({ signal }) => getMapFeatures(client, bounds, { signal }),
    }),
  vehicle: (client: ApiClient, vehicle: VehicleQuery) =>
    queryOptions({
      queryKey: [...mobilityQueries.keys.all, "vehicle", vehicle] as const,
      queryFn: ({ signal }) => getVehicle(client, vehicle, { signal }),
    }),
  tripPage: (client: ApiClient, page = 1) =>
    queryOptions({
      queryKey: [...mobilityQueries.keys.trips, page] as const,
      queryFn: ({ signal }) => getTrips(client, { page }, { signal }),
    }),
};
