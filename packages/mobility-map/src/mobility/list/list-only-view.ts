import { viewportAt, type ScreenSize } from "../../core/viewport.ts";
import type { MapView } from "../view/map-view.ts";
import type { MapPosition } from "../view/map-position.ts";

/**
 * Stands in for the map while its canvas loads, and where it cannot start (no WebGL): nothing is drawn, but
 * vehicles still load round the camera, so the list works and a vehicle can be reserved. Its camera is where the
 * map is asked to be (the real map opens there), and its viewport the area the map will show there on the screen
 * it is to fill (`size`, the map's container), so the map has nothing to load again when it takes over (about a
 * phone screen at zoom 15 while the container has no size). A flight moves it at once and ends like the map's,
 * with `onMoveEnd`.
 */
export function createListOnlyView(
  camera: MapPosition,
  onMoveEnd?: () => void,
  size?: () => ScreenSize | null,
): MapView {
  let centre = { ...camera };
  // About one phone screen round the centre at zoom 15.
  const half = { lat: 0.006, lng: 0.008 };
  return {
    viewport: () => {
      const screen = size?.();
      if (screen && screen.width > 0 && screen.height > 0) return viewportAt(centre, screen);
      return {
        sw: [centre.lat - half.lat, centre.lng - half.lng],
        ne: [centre.lat + half.lat, centre.lng + half.lng],
      };
    },
    camera: () => centre,
    setPoints: () => undefined,
    setSelected: () => undefined,
    setRestrictions: () => undefined,
    setUser: () => undefined,
    flyTo: ({ lat, lng, zoom }) => {
      centre = { lat, lng, zoom: zoom ?? centre.zoom };
      if (onMoveEnd) queueMicrotask(onMoveEnd);
    },
    zoomBy: () => undefined,
    openPopup: () => undefined,
    closePopup: () => undefined,
    destroy: () => undefined,
  };
}
