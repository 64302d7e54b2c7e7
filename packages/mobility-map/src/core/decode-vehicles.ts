// Vehicles arrive compact (contract §4.1): `c` is [lat, lng] times `precision`, `o` an optional display
// offset in the same units, `p` an index into `providers`, `d` a disambiguator when vehicles share a spot.

export type VehicleType = "ebike" | "escooter";

export interface CompactVehicle {
  c: readonly [number, number];
  p: number;
  o?: readonly [number, number] | null;
  d?: string | null;
}

export interface CompactVehicleList {
  precision: number;
  ebike?: readonly CompactVehicle[] | null;
  escooter?: readonly CompactVehicle[] | null;
}

export interface MapVehicle {
  /** Stable across refreshes: type, provider, raw coordinates and disambiguator (F-086). */
  id: string;
  type: VehicleType;
  providerIndex: number;
  /** Display position: (c + o) / precision. */
  lat: number;
  lng: number;
  /** The raw `c` and `d`, as the vehicle-detail call wants them back (without the offset). */
  loc: readonly [number, number];
  disambiguator: string | null;
}

/** Decodes both vehicle lists of a `GET /mobility/map` answer into positioned, stably identified vehicles. */
export function decodeVehicles(list: CompactVehicleList): MapVehicle[] {
  const types: VehicleType[] = ["ebike", "escooter"];
  return types.flatMap((type) =>
    (list[type] ?? []).map((vehicle) => {
      const [offsetLat, offsetLng] = vehicle.o ?? [0, 0];
      const disambiguator = vehicle.d ?? null;
      return {
        id: `${type}:${vehicle.p}:${vehicle.c[0]},${vehicle.c[1]}${disambiguator ? `:${disambiguator}` : ""}`,
        type,
        providerIndex: vehicle.p,
        lat: (vehicle.c[0] + offsetLat) / list.precision,
        lng: (vehicle.c[1] + offsetLng) / list.precision,
        loc: vehicle.c,
        disambiguator,
      };
    }),
  );
}
