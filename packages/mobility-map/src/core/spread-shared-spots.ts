import type { MapVehicle } from "./decode-vehicles.ts";

/** Radius of the circle vehicles at one spot are spread on, in degrees of latitude (~3 m, B-08). */
export const SPREAD_RADIUS_DEGREES = 0.000_03;

/**
 * Spreads vehicles still sharing one display position (B-08) round a small circle, so each can be seen and tapped
 * at the highest zoom: the server offsets the ones it knows about (`o`), this catches any it did not. The first
 * stays put only when alone; ids and `loc` are untouched, so the detail call still finds each vehicle.
 */
export function spreadSharedSpots(vehicles: readonly MapVehicle[]): MapVehicle[] {
  const bySpot = new Map<string, number[]>();
  vehicles.forEach((vehicle, index) => {
    const spot = `${vehicle.lat},${vehicle.lng}`;
    const group = bySpot.get(spot);
    if (group) group.push(index);
    else bySpot.set(spot, [index]);
  });
  const spread = vehicles.slice();
  for (const group of bySpot.values()) {
    if (group.length < 2) continue;
    group.forEach((index, position) => {
      const vehicle = vehicles[index];
      if (!vehicle) return;
      const angle = (2 * Math.PI * position) / group.length;
      // A degree of longitude shrinks with latitude: keep the circle round on the ground.
      const lngScale = Math.cos((vehicle.lat * Math.PI) / 180) || 1;
      spread[index] = {
        ...vehicle,
        lat: vehicle.lat + SPREAD_RADIUS_DEGREES * Math.cos(angle),
        lng: vehicle.lng + (SPREAD_RADIUS_DEGREES * Math.sin(angle)) / lngScale,
      };
    });
  }
  return spread;
}
