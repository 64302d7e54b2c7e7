import type { MapView } from "./map-view.ts";
import type { MapPosition } from "./map-position.ts";

/**
 * Stands in for the map where it cannot start (no WebGL): nothing is drawn, but vehicles still load round the
 * start position, so the list keeps working and a vehicle can still be reserved.
 */
export function createListOnlyView(camera: MapPosition): MapView {
  let centre = { ...camera, zoom: Math.max(camera.zoom, 15) };
  // About one phone screen round the centre at zoom 15.
  const half = { lat: 0.006, lng: 0.008 };
  return {
    viewport: () => ({
      sw: [centre.lat - half.lat, centre.lng - half.lng],
      ne: [centre.lat + half.lat, centre.lng + half.lng],
    }),
    camera: () => centre,
    setPoints: () => undefined,
    setSelected: () => undefined,
    setRestrictions: () => undefined,
    setUser: () => undefined,
    flyTo: ({ lat, lng, zoom }) => {
      centre = { lat, lng, zoom: zoom ?? centre.zoom };
    },
    zoomBy: () => undefined,
    openPopup: () => undefined,
    closePopup: () => undefined,
    destroy: () => undefined,
  };
}
