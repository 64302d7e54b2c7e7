import type { StyleSpecification } from "maplibre-gl";
import { SPRITE_NAMES } from "../../core/sprite-images.ts";

/** The maps service's street style as raster tiles; the token goes in the tile URL (F-084). */
const STREET_TILES = "https://api.mapbox.com/styles/v1/mapbox/streets-v12/tiles/512/{z}/{x}/{y}@2x";

/**
 * The basemap: the maps service's streets with a token (F-084); without one, a built-in style that fetches
 * nothing (no tiles or glyphs) and stays readable: a calm background with a grid, so a pan or zoom can be seen,
 * under the restriction areas, clusters and vehicles the page adds. The grid is the background's pattern (the
 * sprite's grid cell): no source to tile and no lines to draw.
 */
export function basemapStyle(accessToken: string | undefined): StyleSpecification {
  if (accessToken) {
    return {
      version: 8,
      sources: {
        streets: {
          type: "raster",
          tiles: [`${STREET_TILES}?access_token=${encodeURIComponent(accessToken)}`],
          tileSize: 512,
          maxzoom: 22,
        },
      },
      layers: [{ id: "streets", type: "raster", source: "streets" }],
    };
  }
  return {
    version: 8,
    sources: {},
    layers: [
      { id: "background", type: "background", paint: { "background-pattern": SPRITE_NAMES.gridCell } },
    ],
  };
}
