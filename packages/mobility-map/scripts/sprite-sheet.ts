// The map's sprite sheet as data: where each image of `spriteImages()` sits in the PNG, at the map's finest pixel
// ratio, and a fingerprint of their SVGs that says whether the committed PNG is still theirs.
import { createHash } from "node:crypto";
import { MAX_MAP_PIXEL_RATIO } from "../src/core/pixel-ratio.ts";
import {
  spriteImages,
  type SpriteCell,
  type SpriteImage,
  type SpriteLayout,
} from "../src/core/sprite-images.ts";

/** A sheet no wider than this many pixels; images go left to right in rows. */
const SHEET_WIDTH = 512;

/** The SHA-256 of every image's name, size and SVG, in order. */
export function spriteFingerprint(images: SpriteImage[] = spriteImages()): string {
  const hash = createHash("sha256");
  for (const image of images)
    hash.update(`${image.name}\n${String(image.width)}x${String(image.height)}\n${image.svg}\n`);
  return hash.digest("hex");
}

/** Each image's cell in device pixels (its CSS size times the ratio, rounded up), packed row by row. */
export function spriteLayout(images: SpriteImage[] = spriteImages()): SpriteLayout {
  const ratio = MAX_MAP_PIXEL_RATIO;
  const cells: Record<string, SpriteCell> = {};
  let [x, y, rowHeight, width] = [0, 0, 0, 0];
  for (const image of images) {
    const cell = { width: Math.ceil(image.width * ratio), height: Math.ceil(image.height * ratio) };
    if (x + cell.width > SHEET_WIDTH) [x, y, rowHeight] = [0, y + rowHeight, 0];
    cells[image.name] = { x, y, ...cell };
    x += cell.width;
    rowHeight = Math.max(rowHeight, cell.height);
    width = Math.max(width, x);
  }
  return {
    pixelRatio: ratio,
    fingerprint: spriteFingerprint(images),
    width,
    height: y + rowHeight,
    images: cells,
  };
}
