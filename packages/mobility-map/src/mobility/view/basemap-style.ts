import type { StyleSpecification } from "maplibre-gl";

/** The maps service's street style as raster tiles; the token goes in the tile URL (F-084). */
const STREET_TILES = "https://api.mapbox.com/styles/v1/mapbox/streets-v12/tiles/512/{z}/{x}/{y}@2x";

// A light grid in the built-in style, so a pan or zoom can be seen without tiles: every 0.1° (about 11 km), and
// every 0.01° (about 1 km) from zoom 12 over the Portland area. Both sit in one source (one tiling and one upload
// per tile instead of two), the fine lines marked `fine`.
function gridLines(step: number, south: number, west: number, north: number, east: number) {
  const lines: GeoJSON.Feature<GeoJSON.LineString>[] = [];
  const round = (value: number) => Math.round(value / step) * step;
  const fine = step < 0.1;
  for (let lat = round(south); lat <= north; lat += step)
    lines.push({
      type: "Feature",
      properties: { fine },
      geometry: {
        type: "LineString",
        coordinates: [
          [west, lat],
          [east, lat],
        ],
      },
    });
  for (let lng = round(west); lng <= east; lng += step)
    lines.push({
      type: "Feature",
      properties: { fine },
      geometry: {
        type: "LineString",
        coordinates: [
          [lng, south],
          [lng, north],
        ],
      },
    });
  return lines;
}

/**
 * The basemap: the maps service's streets with a token (F-084); without one, a built-in style that fetches
 * nothing (no tiles, glyphs or sprites) and stays readable: a calm background with a grid under the restriction
 * areas, clusters and vehicles the page adds.
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
    sources: {
      grid: {
        type: "geojson",
        data: {
          type: "FeatureCollection",
          features: [...gridLines(0.1, 42, -125, 49, -116), ...gridLines(0.01, 45.2, -123.2, 45.8, -122.2)],
        },
      },
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#eceee6" } },
      {
        id: "grid-coarse",
        type: "line",
        source: "grid",
        filter: ["!", ["get", "fine"]],
        maxzoom: 13,
        paint: { "line-color": "#d3d7cb", "line-width": 1 },
      },
      {
        id: "grid-fine",
        type: "line",
        source: "grid",
        filter: ["get", "fine"],
        minzoom: 12,
        paint: { "line-color": "#dcdfd4", "line-width": 1 },
      },
    ],
  };
}
