import type { Area } from "./query-areas.ts";

/** A map's centre and zoom. */
export interface Camera {
  lat: number;
  lng: number;
  zoom: number;
}

/** A map's size in CSS pixels. */
export interface ScreenSize {
  width: number;
  height: number;
}

// Web Mercator as maplibre draws it: the world is 512 pixels wide at zoom 0, twice as wide at each zoom after.
const TILE_SIZE = 512;
const toX = (lng: number, world: number) => ((180 + lng) / 360) * world;
const toY = (lat: number, world: number) =>
  ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360) * world;
const toLng = (x: number, world: number) => (x / world) * 360 - 180;
const toLat = (y: number, world: number) =>
  (360 / Math.PI) * Math.atan(Math.exp(((180 - (y / world) * 360) * Math.PI) / 180)) - 90;

/**
 * The area a map of `size` shows at `camera`, unrotated and flat, as maplibre works it out: the list's stand-in
 * asks for the vehicles of the area the map will show when it takes over, so the map needs no second load.
 */
export function viewportAt(camera: Camera, size: ScreenSize): Area {
  const world = TILE_SIZE * 2 ** camera.zoom;
  const x = toX(camera.lng, world);
  const y = toY(camera.lat, world);
  const [halfWidth, halfHeight] = [size.width / 2, size.height / 2];
  return {
    sw: [toLat(y + halfHeight, world), toLng(x - halfWidth, world)],
    ne: [toLat(y - halfHeight, world), toLng(x + halfWidth, world)],
  };
}

/**
 * Whether two areas are the same to within a share of their size on every edge (1% by default): what the map
 * loads and draws for one serves the other (loads are padded by the viewport's size on each side).
 */
export function sameArea(a: Area, b: Area, share = 0.01): boolean {
  const height = Math.abs(a.ne[0] - a.sw[0]) * share;
  const width = Math.abs(a.ne[1] - a.sw[1]) * share;
  return (
    Math.abs(a.sw[0] - b.sw[0]) <= height &&
    Math.abs(a.ne[0] - b.ne[0]) <= height &&
    Math.abs(a.sw[1] - b.sw[1]) <= width &&
    Math.abs(a.ne[1] - b.ne[1]) <= width
  );
}
