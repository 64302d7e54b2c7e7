import type { Map as MapLibre, MapMouseEvent } from "maplibre-gl";
import type { RestrictionKind } from "../../core/restriction-layers.ts";
import { RESTRICTION_FILL, TAPPABLE_LAYERS } from "./map-style.ts";
import type { MapViewEvents } from "./map-view.ts";

// A finger is wider than a pixel: look this far round a tap for something to select.
const TAP_SLOP = 8;

/**
 * Sorts the map's taps by what was under the finger (the selected vehicle, a vehicle, a cluster, else nothing,
 * then a restriction area for its popup), and shows a pointer over what can be tapped.
 */
export function reportTaps(map: MapLibre, events: MapViewEvents): void {
  map.on("moveend", () => events.onMoveEnd());
  map.on("click", (event: MapMouseEvent) => {
    const { x, y } = event.point;
    const box: [[number, number], [number, number]] = [
      [x - TAP_SLOP, y - TAP_SLOP],
      [x + TAP_SLOP, y + TAP_SLOP],
    ];
    const [hit] = map.queryRenderedFeatures(box, { layers: TAPPABLE_LAYERS });
    const at = { lat: event.lngLat.lat, lng: event.lngLat.lng };
    if (hit?.properties.cluster) return events.onClusterTap(Number(hit.properties.cluster_id), at);
    if (hit && typeof hit.properties.id === "string") return events.onVehicleTap(hit.properties.id);
    const [area] = map.queryRenderedFeatures(event.point, { layers: [RESTRICTION_FILL] });
    events.onEmptyTap();
    if (area) events.onRestrictionTap(area.properties.restriction as RestrictionKind, at);
  });
  for (const layer of [...TAPPABLE_LAYERS, RESTRICTION_FILL]) {
    map.on("mouseenter", layer, () => (map.getCanvas().style.cursor = "pointer"));
    map.on("mouseleave", layer, () => (map.getCanvas().style.cursor = ""));
  }
}
