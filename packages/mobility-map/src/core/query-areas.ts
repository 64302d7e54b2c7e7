/** `[lat, lng]` in degrees. */
export type LatLng = readonly [lat: number, lng: number];

/** An area of the map by its south-west and north-east corners, as the mobility calls take it. */
export interface Area {
  sw: LatLng;
  ne: LatLng;
}

/**
 * The area vehicles are asked for (F-085, C-17): the viewport padded by 100% of its size on each side, so small
 * pans need no new request. Latitudes are kept within ±90.
 */
export function vehicleQueryArea(viewport: Area): Area {
  const height = viewport.ne[0] - viewport.sw[0];
  const width = viewport.ne[1] - viewport.sw[1];
  return {
    sw: [Math.max(-90, viewport.sw[0] - height), viewport.sw[1] - width],
    ne: [Math.min(90, viewport.ne[0] + height), viewport.ne[1] + width],
  };
}

/** The area restrictions are asked for (F-093, C-17): the viewport expanded by 1 degree on each side. */
export function restrictionQueryArea(viewport: Area): Area {
  return {
    sw: [Math.max(-90, viewport.sw[0] - 1), viewport.sw[1] - 1],
    ne: [Math.min(90, viewport.ne[0] + 1), viewport.ne[1] + 1],
  };
}

/** True when `inner` lies wholly inside `outer`: the loaded area still covers the viewport (F-090, F-093). */
export function containsArea(outer: Area | null, inner: Area): boolean {
  if (!outer) return false;
  return (
    inner.sw[0] >= outer.sw[0] &&
    inner.sw[1] >= outer.sw[1] &&
    inner.ne[0] <= outer.ne[0] &&
    inner.ne[1] <= outer.ne[1]
  );
}

/** True when the point lies inside the area. */
export function areaContains(area: Area, lat: number, lng: number): boolean {
  return lat >= area.sw[0] && lat <= area.ne[0] && lng >= area.sw[1] && lng <= area.ne[1];
}

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres between two points (haversine). */
export function distanceMetres(from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (to[0] - from[0]) * rad;
  const dLng = (to[1] - from[1]) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(from[0] * rad) * Math.cos(to[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
