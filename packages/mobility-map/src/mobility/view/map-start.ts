import { Map as MapLibre } from "maplibre-gl";
import type { MapPointFeature } from "../../core/cluster-index.ts";
import { isSoftwareRenderer, mapPixelRatio } from "../../core/pixel-ratio.ts";
import { holdFramesUntilLoaded } from "./first-picture.ts";
import { markStartFrames } from "./frame-marks.ts";
import { dropHiddenSky } from "./hidden-sky.ts";
import { clusterImage, IMAGE_PIXEL_RATIO } from "./map-images.ts";
import { mapOptions } from "./map-options.ts";
import { loadSprite } from "./map-sprite.ts";
import { DRAWING_SOURCE, mapStyle } from "./map-style.ts";
import type { MapViewOptions } from "./map-view.ts";

/** The name of the renderer behind a canvas's WebGL context ("" when the browser does not say). */
function webglRenderer(canvas: HTMLCanvasElement): string {
  const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
  if (!gl) return "";
  const named = String(gl.getParameter(gl.RENDERER));
  if (named !== "WebKit WebGL") return named;
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  return info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : named;
}

/** Draws the canvas at the ratio {@link mapPixelRatio} gives for this renderer, now and after a browser zoom. */
function followPixelRatio(map: MapLibre): () => void {
  // Known once the canvas has its context, before the first frame is drawn.
  const software = isSoftwareRenderer(webglRenderer(map.getCanvas()));
  const follow = () => {
    const ratio = mapPixelRatio(window.devicePixelRatio, software);
    if (ratio !== map.getPixelRatio()) map.setPixelRatio(ratio);
  };
  follow();
  window.addEventListener("resize", follow);
  return () => window.removeEventListener("resize", follow);
}

/**
 * How the page's map paints from its first frame, which the load bench's floor map shares so that it stays the
 * page's own start: no sky pass ({@link dropHiddenSky}), its first frames marked ({@link markStartFrames}) and the
 * canvas at the renderer's pixel ratio. A map that holds its frames ({@link holdFramesUntilLoaded}) starts holding
 * first, so the repaint the pixel ratio asks for waits too. Returns what stops following the ratio.
 */
export function preparePainting(map: MapLibre): () => void {
  dropHiddenSky(map);
  markStartFrames(map);
  return followPixelRatio(map);
}

const CLUSTER_ICON = /^cluster:(\d+)$/;

/** Adds the disc of each cluster icon among `icons` that the map does not have yet (F-092). */
function addClusterImages(map: MapLibre, icons: Iterable<string>) {
  for (const icon of icons) {
    const count = CLUSTER_ICON.exec(icon)?.[1];
    const image = count && !map.hasImage(icon) ? clusterImage(Number(count)) : null;
    if (image) map.addImage(icon, image, { pixelRatio: IMAGE_PIXEL_RATIO });
  }
}

/** A started map, with what its view needs of the start. */
export interface StartedMap {
  map: MapLibre;
  /**
   * Draws the cluster discs `points` need before they reach the map: when maplibre's worker asks for a missing
   * image instead, adding it costs a frame of its own. A disc still missing is drawn when asked for.
   */
  addClusters: (points: readonly MapPointFeature[]) => void;
  stop: () => void;
}

/**
 * Makes the map in `container` with the whole style at once and what the page has drawn so far, its images from
 * the sprite, no frame before its first full picture is due ({@link holdFramesUntilLoaded}), and resolves once the
 * style is in (its source exists).
 */
export async function startMap(container: HTMLElement, options: MapViewOptions): Promise<StartedMap> {
  const sprite = await loadSprite();
  const map = new MapLibre({
    ...mapOptions(container, options),
    style: mapStyle(options.accessToken, options.drawing),
  });
  map.touchZoomRotate.disableRotation();
  holdFramesUntilLoaded(map, DRAWING_SOURCE);
  const stopFollowing = preparePainting(map);
  for (const { name, image, pixelRatio } of sprite) map.addImage(name, image, { pixelRatio });
  const addClusters = (points: readonly MapPointFeature[]) =>
    addClusterImages(
      map,
      points.map((point) => point.properties.icon),
    );
  addClusters(options.drawing?.points ?? []);
  map.on("styleimagemissing", ({ id }) => addClusterImages(map, [id]));
  await new Promise<void>((resolve, reject) => {
    map.once("style.load", () => resolve());
    map.once("error", (event) => reject(event.error instanceof Error ? event.error : new Error("map error")));
  });
  return {
    map,
    addClusters,
    stop: () => {
      stopFollowing();
      map.remove();
    },
  };
}
