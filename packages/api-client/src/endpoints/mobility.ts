import type { ApiClient } from "../client.ts";
import { exchange } from "../exchange.ts";
import type { MapFeatures } from "../schemas/map-features.ts";
import type { MobilityMap } from "../schemas/mobility-map.ts";
import type { MobilityTrip } from "../schemas/mobility-trip.ts";
import type { TripList } from "../schemas/trip-list.ts";
import type { VehicleDetail } from "../schemas/vehicle-detail.ts";
import { parseAnswer, type CallOptions } from "./endpoint-support.ts";
import { mapFeaturesSchema } from "../schemas/map-features.ts";
import { mobilityMapSchema } from "../schemas/mobility-map.ts";
import { mobilityTripSchema } from "../schemas/mobility-trip.ts";
import { tripListSchema } from "../schemas/trip-list.ts";
import { vehicleDetailSchema } from "../schemas/vehicle-detail.ts";

/** `[lat, lng]` in degrees. */
export type LatLng = readonly [lat: number, lng: number];

/** A map area: south-west and north-east corners (sent as `sw[]=lat&sw[]=lng`, contract §1.2). */
export interface MapBounds {
  sw: LatLng;
  ne: LatLng;
}

/** `GET /mobility/map`: vehicles and providers in `bounds`, optionally only some vehicle types. */
export async function getMobilityMap(
  client: ApiClient,
  query: MapBounds & { types?: readonly ("ebike" | "escooter")[] },
  options: CallOptions = {},
): Promise<MobilityMap> {
  const answer = await exchange(client).get("mobility/map", { ...options, searchParams: { ...query } });
  return parseAnswer(client, "GET /mobility/map", mobilityMapSchema, answer);
}

/** `GET /mobility/map_features`: restriction areas in `bounds`. */
export async function getMapFeatures(
  client: ApiClient,
  bounds: MapBounds,
  options: CallOptions = {},
): Promise<MapFeatures> {
  const answer = await exchange(client).get("mobility/map_features", {
    ...options,
    searchParams: { ...bounds },
  });
  return parseAnswer(client, "GET /mobility/map_features", mapFeaturesSchema, answer);
}

/** Which vehicle to show (contract §4.3): `loc` is the map's `c` without offset, `providerId` is `providers[p].id`. */
export interface VehicleQuery {
  loc: readonly [number, number];
  providerId: number;
  type: "ebike" | "escooter";
  /** The vehicle's `d`, needed when several vehicles share the spot. */
  disambiguator?: string;
}

/** `GET /mobility/vehicle`: a vehicle's card data. */
export async function getVehicle(
  client: ApiClient,
  query: VehicleQuery,
  options: CallOptions = {},
): Promise<VehicleDetail> {
  const answer = await exchange(client).get("mobility/vehicle", { ...options, searchParams: { ...query } });
  return parseAnswer(client, "GET /mobility/vehicle", vehicleDetailSchema, answer);
}

/** What begins a trip (contract §4.4). */
export interface TripStart {
  /** The MAP provider's id, `providers[p].id` (program pricing id), not `vendorService.id` (⚠ SPEC DIFF). */
  providerId: number;
  vehicleId: string;
  /** The spec's `rateId`; the server ignores it, so it is sent only when given. */
  rateId?: number;
}

/**
 * `POST /mobility/begin_trip`: starts the ride; the answer's header refreshes the current member with its
 * ongoing trip.
 */
export async function beginTrip(client: ApiClient, start: TripStart): Promise<MobilityTrip> {
  const answer = await exchange(client).post("mobility/begin_trip", start, { expectsMemberHeader: true });
  return parseAnswer(client, "POST /mobility/begin_trip", mobilityTripSchema, answer);
}

/**
 * `POST /mobility/end_trip` (A-27, D-32): ends the ride where the member is; resolves to the ended trip (total in
 * `charge.customerCost`, saving in `charge.savings`) and refreshes the member from the header.
 */
export async function endTrip(
  client: ApiClient,
  position: { lat: number; lng: number },
): Promise<MobilityTrip> {
  const answer = await exchange(client).post("mobility/end_trip", position, { expectsMemberHeader: true });
  return parseAnswer(client, "POST /mobility/end_trip", mobilityTripSchema, answer);
}

/** `GET /mobility/trips`: a page of ended trips (1-based, default 100 per page) with weeks and the ongoing one. */
export async function getTrips(
  client: ApiClient,
  query: { page?: number; perPage?: number } = {},
  options: CallOptions = {},
): Promise<TripList> {
  const answer = await exchange(client).get("mobility/trips", { ...options, searchParams: { ...query } });
  return parseAnswer(client, "GET /mobility/trips", tripListSchema, answer);
}
