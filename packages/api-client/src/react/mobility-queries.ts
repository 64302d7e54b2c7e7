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

/** Query options for the map, vehicles and trips, keyed under ["mobility"]. */
export const mobilityQueries = {
  all: () => ["mobility"] as const,
  map: (client: ApiClient, bounds: MapBounds) =>
    queryOptions({
      queryKey: [...mobilityQueries.all(), "map", bounds] as const,
      queryFn: ({ signal }) => getMobilityMap(client, bounds, { signal }),
    }),
  features: (client: ApiClient, bounds: MapBounds) =>
    queryOptions({
      queryKey: [...mobilityQueries.all(), "features", bounds] as const,
      queryFn: ({ signal }) => getMapFeatures(client, bounds, { signal }),
    }),
  vehicle: (client: ApiClient, vehicle: VehicleQuery) =>
    queryOptions({
      queryKey: [...mobilityQueries.all(), "vehicle", vehicle] as const,
      queryFn: ({ signal }) => getVehicle(client, vehicle, { signal }),
    }),
  trips: () => [...mobilityQueries.all(), "trips"] as const,
  tripPage: (client: ApiClient, page = 1) =>
    queryOptions({
      queryKey: [...mobilityQueries.trips(), page] as const,
      queryFn: ({ signal }) => getTrips(client, { page }, { signal }),
    }),
};
