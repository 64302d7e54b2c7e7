/** The part of maplibre's map the sky pass is dropped from: its tilt limit and its painter's draw functions. */
export interface SkyPaintingMap {
  getMaxPitch: () => number;
  painter: { drawFunctions: { sky: (...args: never[]) => void } };
}

/**
 * maplibre paints its sky first in every frame: a pass over the whole canvas with a shader of its own, compiled
 * in the first frame (on a slow phone's GPU, or on the main thread where WebGL runs on the CPU). The sky shows
 * above the horizon only, which a map in view from straight above never has: with the pitch held at 0 (see
 * map-options.ts) the pass only clears what the basemap then covers, so it is dropped. A map that can tilt keeps
 * it. The painter's draw functions are maplibre's shared table, so this map gets a copy without the sky.
 */
export function dropHiddenSky(map: SkyPaintingMap): void {
  if (map.getMaxPitch() > 0) return;
  const { painter } = map;
  painter.drawFunctions = { ...painter.drawFunctions, sky: () => undefined };
}
