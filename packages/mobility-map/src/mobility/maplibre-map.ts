import "maplibre-gl/dist/maplibre-gl.css";
import {
  Map as MapLibre,
  Popup,
  setWorkerUrl,
  type GeoJSONSource,
  type MapMouseEvent,
  type SymbolLayerSpecification,
} from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { accuracyCircle } from "../core/accuracy-circle.ts";
import { VEHICLE_TYPES } from "../core/decode-vehicles.ts";
import { MAP_LIMITS } from "../core/map-constants.ts";
import { vehicleIconName } from "../core/marker-images.ts";
import { restrictionLayers, type RestrictionKind } from "../core/restriction-layers.ts";
import { basemapStyle } from "./basemap-style.ts";
import { clusterImage, IMAGE_PIXEL_RATIO, rasterMarker } from "./map-images.ts";
import type { CreateMapView, MapView } from "./map-view.ts";

// maplibre computes its worker's URL from import.meta.url, which bundling breaks (toolchain notes §4).
setWorkerUrl(workerUrl);

const EMPTY = { type: "FeatureCollection" as const, features: [] };
const SLUGS = ["lime", "biketown", "other"];
// A finger is wider than a pixel: look this far round a tap for something to select.
const TAP_SLOP = 8;

async function addMarkerImages(map: MapLibre) {
  const variants = VEHICLE_TYPES.flatMap((type) =>
    SLUGS.flatMap((slug) => [false, true].map((selected) => ({ type, slug, selected }))),
  );
  await Promise.all(
    variants.map(async ({ type, slug, selected }) => {
      const name = `${vehicleIconName(type, slug)}${selected ? ":selected" : ""}`;
      map.addImage(name, await rasterMarker(type, slug, selected), { pixelRatio: IMAGE_PIXEL_RATIO });
    }),
  );
}

function addLayers(map: MapLibre) {
  map.addSource("restrictions", { type: "geojson", data: EMPTY });
  for (const layer of restrictionLayers("restrictions"))
    map.addLayer(layer as Parameters<MapLibre["addLayer"]>[0]);
  map.addSource("accuracy", { type: "geojson", data: EMPTY });
  map.addLayer({
    id: "accuracy",
    type: "fill",
    source: "accuracy",
    paint: { "fill-color": "#1d4e89", "fill-opacity": 0.12, "fill-outline-color": "#1d4e89" },
  });
  map.addSource("points", { type: "geojson", data: EMPTY });
  const icon: SymbolLayerSpecification["layout"] = {
    "icon-image": ["get", "icon"],
    "icon-allow-overlap": true,
    "icon-ignore-placement": true,
  };
  map.addLayer({
    id: "clusters",
    type: "symbol",
    source: "points",
    filter: ["has", "cluster"],
    layout: icon,
  });
  map.addLayer({
    id: "vehicles",
    type: "symbol",
    source: "points",
    filter: ["!", ["has", "cluster"]],
    layout: { ...icon, "icon-anchor": "bottom" },
  });
  map.addSource("selected", { type: "geojson", data: EMPTY });
  map.addLayer({
    id: "selected",
    type: "symbol",
    source: "selected",
    layout: { ...icon, "icon-anchor": "bottom" },
  });
  map.addSource("user", { type: "geojson", data: EMPTY });
  map.addLayer({
    id: "user-halo",
    type: "circle",
    source: "user",
    paint: { "circle-radius": 14, "circle-color": "#1d4e89", "circle-opacity": 0.2 },
  });
  map.addLayer({
    id: "user",
    type: "circle",
    source: "user",
    paint: {
      "circle-radius": 7,
      "circle-color": "#1d4e89",
      "circle-stroke-color": "#ffffff",
      "circle-stroke-width": 3,
    },
  });
}

/**
 * The map on maplibre-gl (F-083, F-084, C-16): zoom 8–23, no attribution control, no rotation, the basemap of
 * {@link basemapStyle}, restriction areas under clusters and vehicles, the selected vehicle and the member's dot on
 * top. It only draws and reports taps; the page decides everything else.
 */
export const createMapView: CreateMapView = async (container, options, events) => {
  const map = new MapLibre({
    container,
    style: basemapStyle(options.accessToken),
    center: [options.camera.lng, options.camera.lat],
    zoom: options.camera.zoom,
    minZoom: MAP_LIMITS.minZoom,
    maxZoom: MAP_LIMITS.maxZoom,
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxPitch: 0,
    // The page has its own labelled zoom buttons; the map's keyboard handler would pan it from the drawer too.
    keyboard: false,
    // Markers show at once: a fade redraws the whole map for 300 ms after every change, which a phone's GPU
    // shrugs off but a software renderer (and a slow phone's battery) pays for frame by frame.
    fadeDuration: 0,
  });
  map.touchZoomRotate.disableRotation();
  await new Promise<void>((resolve, reject) => {
    map.once("load", () => resolve());
    map.once("error", (event) => reject(event.error instanceof Error ? event.error : new Error("map error")));
  });
  await addMarkerImages(map);
  addLayers(map);
  // Cluster counts are drawn when first needed, at once (no glyphs to fetch).
  map.setMissingStyleImageResolver((id) => {
    const count = /^cluster:(\d+)$/.exec(id)?.[1];
    const image = count ? clusterImage(Number(count)) : null;
    if (image && !map.hasImage(id)) map.addImage(id, image, { pixelRatio: IMAGE_PIXEL_RATIO });
  });

  // setData answers when the worker has the data; nothing waits for it.
  const setData = (id: string, data: Parameters<GeoJSONSource["setData"]>[0]) =>
    void map.getSource<GeoJSONSource>(id)?.setData(data);
  const duration = options.reducedMotion ? 0 : MAP_LIMITS.flightMs;
  let popup: Popup | null = null;

  map.on("moveend", () => events.onMoveEnd());
  map.on("click", (event: MapMouseEvent) => {
    const { x, y } = event.point;
    const box: [[number, number], [number, number]] = [
      [x - TAP_SLOP, y - TAP_SLOP],
      [x + TAP_SLOP, y + TAP_SLOP],
    ];
    const [hit] = map.queryRenderedFeatures(box, { layers: ["selected", "vehicles", "clusters"] });
    const at = { lat: event.lngLat.lat, lng: event.lngLat.lng };
    if (hit?.properties.cluster) return events.onClusterTap(Number(hit.properties.cluster_id), at);
    if (hit && typeof hit.properties.id === "string") return events.onVehicleTap(hit.properties.id);
    const [area] = map.queryRenderedFeatures(event.point, { layers: ["restrictions-fill"] });
    events.onEmptyTap();
    if (area) events.onRestrictionTap(area.properties.restriction as RestrictionKind, at);
  });
  for (const layer of ["vehicles", "clusters", "selected", "restrictions-fill"]) {
    map.on("mouseenter", layer, () => (map.getCanvas().style.cursor = "pointer"));
    map.on("mouseleave", layer, () => (map.getCanvas().style.cursor = ""));
  }

  const view: MapView = {
    viewport: () => {
      const bounds = map.getBounds();
      return { sw: [bounds.getSouth(), bounds.getWest()], ne: [bounds.getNorth(), bounds.getEast()] };
    },
    camera: () => {
      const center = map.getCenter();
      return { lat: center.lat, lng: center.lng, zoom: map.getZoom() };
    },
    setPoints: (features) => setData("points", { type: "FeatureCollection", features }),
    setSelected: (vehicle) =>
      setData(
        "selected",
        vehicle
          ? {
              type: "Feature",
              properties: {
                id: vehicle.id,
                icon: `${vehicleIconName(vehicle.type, vehicle.provider.slug)}:selected`,
              },
              geometry: { type: "Point", coordinates: [vehicle.lng, vehicle.lat] },
            }
          : EMPTY,
      ),
    setRestrictions: (collection) => setData("restrictions", collection),
    setUser: (position) => {
      setData(
        "user",
        position
          ? {
              type: "Feature",
              properties: {},
              geometry: { type: "Point", coordinates: [position.lng, position.lat] },
            }
          : EMPTY,
      );
      setData("accuracy", position ? accuracyCircle(position.lat, position.lng, position.accuracy) : EMPTY);
    },
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
    destroy: () => map.remove(),
  };
  return view;
};
