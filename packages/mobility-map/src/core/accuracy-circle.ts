import type { Feature, Polygon } from "geojson";

const METRES_PER_DEGREE_LAT = 111_320;

/**
 * The member's accuracy circle (F-109, B-08) as a polygon of `steps` points `radiusMetres` round the position,
 * corrected for the shrinking of longitude degrees with latitude.
 */
export function accuracyCircle(lat: number, lng: number, radiusMetres: number, steps = 48): Feature<Polygon> {
  const dLat = radiusMetres / METRES_PER_DEGREE_LAT;
  const dLng = dLat / (Math.cos((lat * Math.PI) / 180) || 1);
  const ring: [number, number][] = [];
  for (let step = 0; step <= steps; step += 1) {
    const angle = (2 * Math.PI * step) / steps;
    ring.push([lng + dLng * Math.sin(angle), lat + dLat * Math.cos(angle)]);
  }
  return { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring] } };
}
