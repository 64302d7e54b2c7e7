import { VEHICLE_TYPES } from "./decode-vehicles.ts";
import { MARKER_SIZE, markerSvg, vehicleIconName } from "./marker-images.ts";

/** An image of the map's sprite: its name in the style, its SVG and its size in CSS pixels. */
export interface SpriteImage {
  name: string;
  svg: string;
  width: number;
  height: number;
}

/** Where an image sits in the sprite's PNG, in device pixels. */
export interface SpriteCell {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The sprite's PNG as `pnpm sprite` wrote it: its ratio, the fingerprint of the SVGs it was drawn from, its cells. */
export interface SpriteLayout {
  pixelRatio: number;
  fingerprint: string;
  width: number;
  height: number;
  images: Record<string, SpriteCell>;
}

/** The provider slugs that have their own marker colour, and "other" for the rest (F-091). */
const MARKER_SLUGS = ["lime", "biketown", "other"];

/** The member's dot (F-109): a deep-blue dot with a white ring in a light halo, 28 CSS pixels across. */
const USER_DOT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28">' +
  '<circle cx="14" cy="14" r="14" fill="#1d4e89" fill-opacity="0.2"/>' +
  '<circle cx="14" cy="14" r="8.5" fill="#ffffff"/><circle cx="14" cy="14" r="7" fill="#1d4e89"/></svg>';

/**
 * One cell of the offline basemap's grid: its calm background with a light line on two edges, repeated by the
 * background layer as a pattern, so a pan or zoom can be seen without tiles.
 */
const GRID_CELL =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" fill="#eceee6"/>' +
  '<path d="M0 0.5H64M0.5 0V64" stroke="#d3d7cb" stroke-width="1"/></svg>';

/** The image names of the member's dot and the grid's cell. */
export const SPRITE_NAMES = { userDot: "user-dot", gridCell: "grid-cell" } as const;

/**
 * Every image the map draws from its sprite (rendered once, by `pnpm sprite`, into a PNG the map decodes off the
 * main thread): each vehicle marker (type × provider colour × selected or not), the member's dot and the grid's cell.
 * Cluster discs are drawn when needed (their count varies).
 */
export function spriteImages(): SpriteImage[] {
  const markers = VEHICLE_TYPES.flatMap((type) =>
    MARKER_SLUGS.flatMap((slug) =>
      [false, true].map((selected) => ({
        name: `${vehicleIconName(type, slug)}${selected ? ":selected" : ""}`,
        svg: markerSvg(type, slug, selected),
        ...MARKER_SIZE,
      })),
    ),
  );
  return [
    ...markers,
    { name: SPRITE_NAMES.userDot, svg: USER_DOT, width: 28, height: 28 },
    { name: SPRITE_NAMES.gridCell, svg: GRID_CELL, width: 64, height: 64 },
  ];
}
