// The floor of the map's cost: a map with the page's own start (the same constructor options, pixel ratio, frame
// marks and camera) but only a background layer: no sources, no images. The load bench builds the app once with
// this module in place of maplibre-map.ts, to see what maplibre itself costs before the page draws anything.
import { Map as MapLibre } from "maplibre-gl";
import { mapOptions } from "../src/mobility/view/map-options.ts";
import { preparePainting } from "../src/mobility/view/map-start.ts";
import type { CreateMapView, MapView } from "../src/mobility/view/map-view.ts";

export const createMapView: CreateMapView = async (container, options) => {
  const map = new MapLibre({
    ...mapOptions(container, options),
    style: {
      version: 8,
      sources: {},
      layers: [{ id: "background", type: "background", paint: { "background-color": "#eceee6" } }],
    },
  });
  const stopFollowing = preparePainting(map);
  await new Promise<void>((resolve) => map.once("style.load", () => resolve()));
  const nothing = () => undefined;
  const view: MapView = {
    viewport: () => {
      const bounds = map.getBounds();
      return { sw: [bounds.getSouth(), bounds.getWest()], ne: [bounds.getNorth(), bounds.getEast()] };
    },
    camera: () => ({ ...map.getCenter(), zoom: map.getZoom() }),
    setPoints: nothing,
    setSelected: nothing,
    setRestrictions: nothing,
    setUser: nothing,
    flyTo: ({ lat, lng, zoom }) => map.jumpTo({ center: [lng, lat], zoom: zoom ?? map.getZoom() }),
    zoomBy: (delta) => map.setZoom(map.getZoom() + delta),
    openPopup: nothing,
    closePopup: nothing,
    destroy: () => {
      stopFollowing();
      map.remove();
    },
  };
  return view;
};
