import "maplibre-gl/dist/maplibre-gl.css";
import {
  Map as MapLibre,
  Popup,
  type FilterSpecification,
  type GeoJSONSource,
  type LayerSpecification,
  type MapMouseEvent,
  type StyleSpecification,
  type SymbolLayerSpecification,
} from "maplibre-gl";
import { accuracyCircle } from "../../core/accuracy-circle.ts";
import { samePoints, type MapPointFeature } from "../../core/cluster-index.ts";
import { VEHICLE_TYPES } from "../../core/decode-vehicles.ts";
import { MAP_LIMITS } from "../../core/map-constants.ts";
import { vehicleIconName } from "../../core/marker-images.ts";
import { isSoftwareRenderer, mapPixelRatio } from "../../core/pixel-ratio.ts";
import { restrictionLayers, type RestrictionKind } from "../../core/restriction-layers.ts";
import { basemapStyle } from "./basemap-style.ts";
import { markStartFrames } from "./frame-marks.ts";
import { mapOptions } from "./map-options.ts";
import { clusterImage, IMAGE_PIXEL_RATIO, rasterMarker } from "./map-images.ts";
import type { CreateMapView, MapDrawing, MapView } from "./map-view.ts";

type SourceData = GeoJSON.GeoJSON;

const EMPTY = { type: "FeatureCollection" as const, features: [] };
const SLUGS = ["lime", "biketown", "other"];

/** The name of the renderer behind a canvas's WebGL context ("" when the browser does not say). */
function webglRenderer(canvas: HTMLCanvasElement): string {
  const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
  if (!gl) return "";
  const named = String(gl.getParameter(gl.RENDERER));
  if (named !== "WebKit WebGL") return named;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  return info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : named;
}

// A finger is wider than a pixel: look this far round a tap for something to select.
const TAP_SLOP = 8;

/** The selected vehicle as its source's data. */
function selectedData(vehicle: MapDrawing["selected"]): SourceData {
  return vehicle
    ? {
        type: "Feature",
        properties: {
          id: vehicle.id,
          icon: `${vehicleIconName(vehicle.type, vehicle.provider.slug)}:selected`,
        },
        geometry: { type: "Point", coordinates: [vehicle.lng, vehicle.lat] },
      }
    : EMPTY;
}

/** The member's dot and accuracy circle as their (shared) source's data. */
function userData(position: MapDrawing["user"]): SourceData {
  return position
    ? {
        type: "FeatureCollection",
        features: [
          accuracyCircle(position.lat, position.lng, position.accuracy),
          {
            type: "Feature",
            properties: {},
            geometry: { type: "Point", coordinates: [position.lng, position.lat] },
          },
        ],
      }
    : EMPTY;
}

const pointsData = (features: MapDrawing["points"]): SourceData => ({
  type: "FeatureCollection",
  features: features ?? [],
});

/**
 * Lets the browser take input and paint before the next step of the map's start: loading maplibre, rasterising the
 * markers and making the map (its WebGL context and painter) each take tens of milliseconds on a slow phone, and one
 * task doing all three would hold a tap on the drawer for their sum.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Every vehicle marker (type × provider × selected or not), rasterised before the map starts. */
async function markerImages() {
  const variants = VEHICLE_TYPES.flatMap((type) =>
    SLUGS.flatMap((slug) => [false, true].map((selected) => ({ type, slug, selected }))),
  );
  return Promise.all(
    variants.map(async ({ type, slug, selected }) => ({
      name: `${vehicleIconName(type, slug)}${selected ? ":selected" : ""}`,
      image: await rasterMarker(type, slug, selected),
    })),
  );
}

const ICON: SymbolLayerSpecification["layout"] = {
  "icon-image": ["get", "icon"],
  "icon-allow-overlap": true,
  "icon-ignore-placement": true,
};
const IS_AREA: FilterSpecification = ["==", ["geometry-type"], "Polygon"];
const IS_POINT: FilterSpecification = ["==", ["geometry-type"], "Point"];

/**
 * The whole style at once: the basemap, then the page's sources (holding what it has drawn so far) and layers. Given to
 * the map as it is made, it is loaded, tiled and drawn in one go, instead of a first draw of the bare basemap and
 * one more for every source, layer and image added after it.
 */
function mapStyle(accessToken: string | undefined, drawing: MapDrawing | undefined): StyleSpecification {
  const basemap = basemapStyle(accessToken);
  const source = (data: SourceData) => ({ type: "geojson" as const, data });
  return {
    ...basemap,
    // Paint changes show at once, as markers do (no 300 ms of redraws after each change).
    transition: { duration: 0, delay: 0 },
    sources: {
      ...basemap.sources,
      restrictions: source(drawing?.restrictions ?? EMPTY),
      points: source(pointsData(drawing?.points ?? null)),
      selected: source(selectedData(drawing?.selected ?? null)),
      user: source(userData(drawing?.user ?? null)),
    },
    layers: [
      ...basemap.layers,
      ...(restrictionLayers("restrictions") as LayerSpecification[]),
      {
        id: "accuracy",
        type: "fill",
        source: "user",
        filter: IS_AREA,
        paint: { "fill-color": "#1d4e89", "fill-opacity": 0.12, "fill-outline-color": "#1d4e89" },
      },
      { id: "clusters", type: "symbol", source: "points", filter: ["has", "cluster"], layout: ICON },
      {
        id: "vehicles",
        type: "symbol",
        source: "points",
        filter: ["!", ["has", "cluster"]],
        layout: { ...ICON, "icon-anchor": "bottom" },
      },
      { id: "selected", type: "symbol", source: "selected", layout: { ...ICON, "icon-anchor": "bottom" } },
      {
        id: "user-halo",
        type: "circle",
        source: "user",
        filter: IS_POINT,
        paint: { "circle-radius": 14, "circle-color": "#1d4e89", "circle-opacity": 0.2 },
      },
      {
        id: "user",
        type: "circle",
        source: "user",
        filter: IS_POINT,
        paint: {
          "circle-radius": 7,
          "circle-color": "#1d4e89",
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 3,
        },
      },
    ],
  };
}

/**
 * The map on maplibre-gl (F-083, F-084, C-16): zoom 8–23, no attribution control, no rotation, the basemap of
 * {@link basemapStyle}, restriction areas under clusters and vehicles, the selected vehicle and the member's dot on
 * top. It only draws and reports taps; the page decides everything else.
 */
export const createMapView: CreateMapView = async (container, options, events) => {
  await nextTask();
  const markers = await markerImages();
  await nextTask();
  const map = new MapLibre({
    ...mapOptions(container, options),
    style: mapStyle(options.accessToken, options.drawing),
  });
  map.touchZoomRotate.disableRotation();
  markStartFrames(map);
  // Known once the canvas has its context, before the first frame is drawn.
  const softwareRenderer = isSoftwareRenderer(webglRenderer(map.getCanvas()));
  // Drawn at that ratio from the first frame, and again after a browser zoom or a move to another screen.
  const followPixelRatio = () => {
    const ratio = mapPixelRatio(window.devicePixelRatio, softwareRenderer);
    if (ratio !== map.getPixelRatio()) map.setPixelRatio(ratio);
  };
  followPixelRatio();
  for (const { name, image } of markers) map.addImage(name, image, { pixelRatio: IMAGE_PIXEL_RATIO });
  // Cluster counts are drawn when first needed, at once (no glyphs to fetch).
  map.setMissingStyleImageResolver((id) => {
    const count = /^cluster:(\d+)$/.exec(id)?.[1];
    const image = count ? clusterImage(Number(count)) : null;
    if (image && !map.hasImage(id)) map.addImage(id, image, { pixelRatio: IMAGE_PIXEL_RATIO });
  });
  // Ready once the style is in (its sources exist): what the page draws then goes into the first tiles.
  await new Promise<void>((resolve, reject) => {
    map.once("style.load", () => resolve());
    map.once("error", (event) => reject(event.error instanceof Error ? event.error : new Error("map error")));
  });

  // setData answers when the worker has the data; nothing waits for it.
  const setData = (id: string, data: Parameters<GeoJSONSource["setData"]>[0]) =>
    void map.getSource<GeoJSONSource>(id)?.setData(data);
  const duration = options.reducedMotion ? 0 : MAP_LIMITS.flightMs;
  let popup: Popup | null = null;
  let points: readonly MapPointFeature[] = options.drawing?.points ?? [];

  window.addEventListener("resize", followPixelRatio);

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
    setPoints: (features) => {
      // A refresh or a small move often finds the same points: the map then has nothing to redo or redraw.
      if (samePoints(points, features)) return;
      points = features;
      setData("points", pointsData(features));
    },
    setSelected: (vehicle) => setData("selected", selectedData(vehicle)),
    setRestrictions: (collection) => setData("restrictions", collection),
    // The dot and its accuracy circle share one source.
    setUser: (position) => setData("user", userData(position)),
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
    destroy: () => {
      window.removeEventListener("resize", followPixelRatio);
      map.remove();
    },
  };
  return view;
};
