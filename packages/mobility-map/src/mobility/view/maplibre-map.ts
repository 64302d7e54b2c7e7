import "maplibre-gl/dist/maplibre-gl.css";
import { Popup, type GeoJSONSource } from "maplibre-gl";
import { samePoints } from "../../core/cluster-index.ts";
import { MAP_LIMITS } from "../../core/map-constants.ts";
import { drawingFeatures } from "./map-features.ts";
import { startMap } from "./map-start.ts";
import { DRAWING_SOURCE } from "./map-style.ts";
import { reportTaps } from "./map-taps.ts";
import type { CreateMapView, MapDrawing, MapView } from "./map-view.ts";

/**
 * The map on maplibre-gl (F-083, F-084, C-16): the basemap of `basemapStyle`, and what the page draws in one
 * source from the first frame on. It only draws and reports taps; the page decides everything else.
 */
export const createMapView: CreateMapView = async (container, options, events) => {
  const { map, addClusters, stop } = await startMap(container, options);
  reportTaps(map, events);
  const drawing: MapDrawing = {
    points: null,
    selected: null,
    restrictions: null,
    user: null,
    ...options.drawing,
  };
  // setData answers when the worker has the data; nothing waits for it.
  const redraw = (change: Partial<MapDrawing>) => {
    Object.assign(drawing, change);
    void map.getSource<GeoJSONSource>(DRAWING_SOURCE)?.setData(drawingFeatures(drawing));
  };
  const duration = options.reducedMotion ? 0 : MAP_LIMITS.flightMs;
  let popup: Popup | null = null;
  const view: MapView = {
    viewport: () => {
      const bounds = map.getBounds();
      return { sw: [bounds.getSouth(), bounds.getWest()], ne: [bounds.getNorth(), bounds.getEast()] };
    },
    camera: () => {
      const center = map.getCenter();
      return { lat: center.lat, lng: center.lng, zoom: map.getZoom() };
    },
    // A refresh or a small move often finds the same points: the map then has nothing to redo or redraw.
    setPoints: (points) => {
      if (samePoints(drawing.points ?? [], points)) return;
      addClusters(points);
      redraw({ points });
    },
    setSelected: (selected) => redraw({ selected }),
    setRestrictions: (restrictions) => redraw({ restrictions }),
    setUser: (user) => redraw({ user }),
    // The drawer covers the bottom of a phone's map and the left of a wide one: centre what is flown to in the rest.
    flyTo: ({ lat, lng, zoom }) => {
      const wide = container.clientWidth >= 768;
      const offset: [number, number] = wide ? [200, 0] : [0, -Math.round(container.clientHeight * 0.22)];
      map.flyTo({ center: [lng, lat], zoom: zoom ?? map.getZoom(), duration, offset, essential: false });
    },
    zoomBy: (delta) => (delta > 0 ? map.zoomIn({ duration }) : map.zoomOut({ duration })),
    openPopup: (at, content, onClose) => {
      popup?.remove();
      popup = new Popup({ closeButton: false, maxWidth: "18rem", focusAfterOpen: false })
        .setLngLat([at.lng, at.lat])
        .setDOMContent(content)
        .addTo(map);
      popup.once("close", onClose);
    },
    closePopup: () => {
      popup?.remove();
      popup = null;
    },
    destroy: stop,
  };
  return view;
};
