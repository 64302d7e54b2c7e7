/** The finest ratio the map is drawn at: that of its marker images and of the map service's @2x tiles. */
export const MAX_MAP_PIXEL_RATIO = 2;

// WebGL drawn on the CPU: SwiftShader (Chrome's fallback when the GPU is blocked or missing), Mesa's llvmpipe and
// softpipe, Windows' Basic Render Driver.
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|basic render driver|software/i;

/** Whether a WebGL renderer's name is one that draws every pixel on the CPU. */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERER.test(renderer);
}

/**
 * The pixel ratio to draw the map's canvas at: the screen's, no finer than {@link MAX_MAP_PIXEL_RATIO} (a finer
 * canvas shows nothing sharper, yet fills more pixels per frame), and 1 where WebGL runs on the CPU, whose frames
 * cost in proportion to their pixels: on a 2x screen a quarter of the work, so panning keeps up.
 */
export function mapPixelRatio(devicePixelRatio: number, softwareRenderer: boolean): number {
  if (softwareRenderer) return 1;
  return Math.min(Math.max(devicePixelRatio, 1), MAX_MAP_PIXEL_RATIO);
}
