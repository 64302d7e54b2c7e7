import type { MapProvider, MobilityMap } from "@tandem/api-client/schemas";

/** A vehicle type shown on the map (C-19). */
export type VehicleType = "ebike" | "escooter";

/** The vehicle types the map reads from a `GET /mobility/map` answer, in order (C-19). */
export const VEHICLE_TYPES: readonly VehicleType[] = ["ebike", "escooter"];

/** A vehicle decoded from the compact map list, ready to draw and to ask about. */
export interface MapVehicle {
  /** Stable across refreshes: type, provider, raw coordinates and disambiguator (F-086). */
  id: string;
  type: VehicleType;
  /** `providers[p]`: its `id` is the `providerId` for `/vehicle` and `/begin_trip` (contract §4.3, §4.4). */
  provider: MapProvider;
  /** Display position in degrees: (c + o) / precision. */
  lat: number;
  lng: number;
  /** The raw `c`, as the vehicle-detail call wants it back (without the offset). */
  loc: readonly [number, number];
  disambiguator: string | null;
}

/**
 * Decodes both vehicle lists of a `GET /mobility/map` answer (A-23) into positioned, stably identified vehicles
 * (F-086): each at `(c + o) / precision`, with its provider. A vehicle whose `p` names no provider is dropped.
 * @example decodeVehicles(await getMobilityMap(api, bounds))
 */
export function decodeVehicles(
  map: Pick<MobilityMap, "precision" | "providers" | VehicleType>,
): MapVehicle[] {
  const vehicles: MapVehicle[] = [];
  for (const type of VEHICLE_TYPES) {
    for (const vehicle of map[type]) {
      const provider = map.providers[vehicle.p];
      if (!provider) continue;
      const [offsetLat, offsetLng] = vehicle.o ?? [0, 0];
      const disambiguator = vehicle.d ?? null;
      vehicles.push({
        id: `${type}:${vehicle.p}:${vehicle.c[0]},${vehicle.c[1]}${disambiguator ? `:${disambiguator}` : ""}`,
        type,
        provider,
        lat: (vehicle.c[0] + offsetLat) / map.precision,
        lng: (vehicle.c[1] + offsetLng) / map.precision,
        loc: vehicle.c,
        disambiguator,
      });
    }
  }
  return vehicles;
}
