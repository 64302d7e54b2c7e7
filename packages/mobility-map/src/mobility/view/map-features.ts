import type { Feature, FeatureCollection } from "geojson";
import { accuracyCircle } from "../../core/accuracy-circle.ts";
import { vehicleIconName } from "../../core/marker-images.ts";
import { SPRITE_NAMES } from "../../core/sprite-images.ts";
import type { MapDrawing } from "./map-view.ts";

/**
 * What the page draws, as one GeoJSON collection for the map's one source: restriction areas (their `restriction`
 * property), clusters and vehicles (the clustering worker's points, `cluster` on clusters), and features marked by
 * `layer`: the member's accuracy area and dot, and the selected vehicle. Each layer of the style takes its own by
 * those properties. One source means one tiling in maplibre's worker and one redraw when it answers, where a
 * source per kind meant a redraw for each.
 */
export function drawingFeatures(drawing: MapDrawing): FeatureCollection {
  const features: Feature[] = [...(drawing.restrictions?.features ?? []), ...(drawing.points ?? [])];
  const { user, selected } = drawing;
  if (user) {
    const area = accuracyCircle(user.lat, user.lng, user.accuracy);
    features.push({ ...area, properties: { layer: "accuracy" } });
    features.push({
      type: "Feature",
      properties: { layer: "user", icon: SPRITE_NAMES.userDot },
      geometry: { type: "Point", coordinates: [user.lng, user.lat] },
    });
  }
  if (selected) {
    features.push({
      type: "Feature",
      properties: {
        layer: "selected",
        id: selected.id,
        icon: `${vehicleIconName(selected.type, selected.provider.slug)}:selected`,
      },
      geometry: { type: "Point", coordinates: [selected.lng, selected.lat] },
    });
  }
  return { type: "FeatureCollection", features };
}
