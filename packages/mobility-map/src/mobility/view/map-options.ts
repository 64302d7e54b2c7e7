import { setWorkerUrl, type MapOptions } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { MAP_LIMITS } from "../../core/map-constants.ts";
import { mapPixelRatio } from "../../core/pixel-ratio.ts";
import type { MapViewOptions } from "./map-view.ts";

// maplibre computes its worker's URL from import.meta.url, which bundling breaks (toolchain notes §4).
setWorkerUrl(workerUrl);

/**
 * How the page's map is made, its style apart (F-083, C-16): zoom 8–23, no attribution control, no rotation or
 * pitch, no keyboard handler, no fades, opening at the camera it is given.
 */
export function mapOptions(
  container: HTMLElement,
  { camera }: Pick<MapViewOptions, "camera">,
): Omit<MapOptions, "style"> {
  return {
    container,
    pixelRatio: mapPixelRatio(window.devicePixelRatio, false),
    center: [camera.lng, camera.lat],
    zoom: camera.zoom,
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
    // The style is built here from typed parts: checking it again against the style spec is main-thread work at
    // every start for nothing.
    validateStyle: false,
  };
}
