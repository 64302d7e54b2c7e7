import type {
  FilterSpecification,
  LayerSpecification,
  StyleSpecification,
  SymbolLayerSpecification,
} from "maplibre-gl";
import { restrictionLayers } from "../../core/restriction-layers.ts";
import { basemapStyle } from "./basemap-style.ts";
import { drawingFeatures } from "./map-features.ts";
import type { MapDrawing } from "./map-view.ts";

/** The one source of everything the page draws ({@link drawingFeatures}). */
export const DRAWING_SOURCE = "drawing";

/** The layers a tap can select, topmost first. */
export const TAPPABLE_LAYERS = ["selected", "vehicles", "clusters"];
/** The restriction areas' fill, which a tap on nothing else opens the popup of. */
export const RESTRICTION_FILL = "restrictions-fill";

const ICON: SymbolLayerSpecification["layout"] = {
  "icon-image": ["get", "icon"],
  "icon-allow-overlap": true,
  "icon-ignore-placement": true,
};
const PIN: SymbolLayerSpecification["layout"] = { ...ICON, "icon-anchor": "bottom" };
const isLayer = (layer: string): FilterSpecification => ["==", ["get", "layer"], layer];

/** The restriction areas' fill and outline (C-18), from the drawing's source. */
function restrictions(): LayerSpecification[] {
  return restrictionLayers(DRAWING_SOURCE).map((layer) => ({
    ...layer,
    id: layer.type === "fill" ? RESTRICTION_FILL : "restrictions-line",
    filter: ["has", "restriction"],
  })) as LayerSpecification[];
}

/**
 * The whole style at once: the basemap, then the drawing's one source (holding what the page has drawn so far) and
 * its layers: restriction areas under the member's accuracy area, clusters, vehicles, the selected vehicle and the
 * member's dot. Given to the map as it is made, it is loaded, tiled and drawn in one go. Every point is an icon of
 * the sprite (one shader for all of them), and no fill is antialiased (no outline shader).
 */
export function mapStyle(
  accessToken: string | undefined,
  drawing: MapDrawing | undefined,
): StyleSpecification {
  const basemap = basemapStyle(accessToken);
  const empty: MapDrawing = { points: null, selected: null, restrictions: null, user: null };
  return {
    ...basemap,
    // Paint changes show at once, as markers do (no 300 ms of redraws after each change).
    transition: { duration: 0, delay: 0 },
    sources: {
      ...basemap.sources,
      [DRAWING_SOURCE]: {
        type: "geojson",
        data: drawingFeatures(drawing ?? empty),
        // Tiled at zoom 14 at most and scaled beyond: a phone's screen then needs one or two tiles, each a redraw
        // when the worker answers, with points still placed to a fifth of a metre.
        maxzoom: 14,
      },
    },
    layers: [
      ...basemap.layers,
      ...restrictions(),
      {
        id: "accuracy",
        type: "fill",
        source: DRAWING_SOURCE,
        filter: isLayer("accuracy"),
        paint: { "fill-color": "#1d4e89", "fill-opacity": 0.12, "fill-antialias": false },
      },
      { id: "clusters", type: "symbol", source: DRAWING_SOURCE, filter: ["has", "cluster"], layout: ICON },
      {
        id: "vehicles",
        type: "symbol",
        source: DRAWING_SOURCE,
        filter: ["all", ["has", "icon"], ["!", ["has", "cluster"]], ["!", ["has", "layer"]]],
        layout: PIN,
      },
      { id: "selected", type: "symbol", source: DRAWING_SOURCE, filter: isLayer("selected"), layout: PIN },
      { id: "user", type: "symbol", source: DRAWING_SOURCE, filter: isLayer("user"), layout: ICON },
    ],
  };
}
