import type { Restriction } from "@tandem/api-client/schemas";
import type { Feature, FeatureCollection, MultiPolygon } from "geojson";

/** A restriction kind (C-18). */
export type RestrictionKind = Restriction["restriction"];

/** How each kind is drawn (C-18): colour `#b53d00`, fill opacity 0.25, a 1 px outline. */
export const RESTRICTION_STYLES: Record<
  RestrictionKind,
  { colour: string; fillOpacity: number; lineWidth: number }
> = {
  "do-not-park": { colour: "#b53d00", fillOpacity: 0.25, lineWidth: 1 },
  "do-not-ride": { colour: "#b53d00", fillOpacity: 0.25, lineWidth: 1 },
  "do-not-park-or-ride": { colour: "#b53d00", fillOpacity: 0.25, lineWidth: 1 },
};

/** The properties of a drawn restriction area: its kind (for the popup) and a key that identifies it. */
export interface RestrictionProperties {
  restriction: RestrictionKind;
  key: string;
}

/** A drawn restriction area. */
export type RestrictionFeature = Feature<MultiPolygon, RestrictionProperties>;

// The wire has no id for an area (contract §4.2): its kind and corners identify it.
function restrictionKey(area: Restriction): string {
  return `${area.restriction}:${area.bounds.sw.join(",")}:${area.bounds.ne.join(",")}`;
}

/**
 * Adds the areas of a `GET /mobility/map_features` answer to those already drawn (F-093), without duplicates,
 * turning the wire's `[lat, lng]` points into GeoJSON's `[lng, lat]`.
 */
export function mergeRestrictions(
  drawn: ReadonlyMap<string, RestrictionFeature>,
  restrictions: readonly Restriction[],
): Map<string, RestrictionFeature> {
  const merged = new Map(drawn);
  for (const area of restrictions) {
    const key = restrictionKey(area);
    if (merged.has(key)) continue;
    merged.set(key, {
      type: "Feature",
      geometry: {
        type: "MultiPolygon",
        coordinates: area.multipolygon.map((polygon) =>
          polygon.map((ring) => ring.map(([lat, lng]) => [lng, lat])),
        ),
      },
      properties: { restriction: area.restriction, key },
    });
  }
  return merged;
}

/** The drawn areas as one GeoJSON collection for the map's restriction source. */
export function restrictionCollection(
  drawn: ReadonlyMap<string, RestrictionFeature>,
): FeatureCollection<MultiPolygon, RestrictionProperties> {
  return { type: "FeatureCollection", features: [...drawn.values()] };
}

// maplibre's `match` on the kind, one value per kind from the table above; where every kind has the same value,
// that value alone: a constant is drawn by a simpler shader than a value read from each area (one less to compile,
// and no per-vertex colour or width to upload).
function byKind(
  pick: (style: (typeof RESTRICTION_STYLES)[RestrictionKind]) => string | number,
): string | number | unknown[] {
  const kinds = Object.keys(RESTRICTION_STYLES) as RestrictionKind[];
  const fallback = pick(RESTRICTION_STYLES["do-not-park-or-ride"]);
  if (kinds.every((kind) => pick(RESTRICTION_STYLES[kind]) === fallback)) return fallback;
  const cases = kinds.flatMap((kind) => [kind, pick(RESTRICTION_STYLES[kind])]);
  return ["match", ["get", "restriction"], ...cases, fallback];
}

/** The fill and outline layers of the restriction source (C-18), each kind in its own colour and opacity. */
export function restrictionLayers(source: string) {
  return [
    {
      id: `${source}-fill`,
      type: "fill" as const,
      source,
      paint: {
        "fill-color": byKind((s) => s.colour),
        "fill-opacity": byKind((s) => s.fillOpacity),
        // The outline layer draws the edge.
        "fill-antialias": false,
      },
    },
    {
      id: `${source}-line`,
      type: "line" as const,
      source,
      paint: { "line-color": byKind((s) => s.colour), "line-width": byKind((s) => s.lineWidth) },
    },
  ];
}
