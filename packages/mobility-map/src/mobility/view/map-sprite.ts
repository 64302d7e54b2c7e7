import type { SpriteLayout } from "../../core/sprite-images.ts";
import layoutJson from "./map-sprite.json";
import spriteUrl from "./map-sprite.png?url";

const layout: SpriteLayout = layoutJson;

/** An image of the sprite, in the form `map.addImage` takes without another canvas. */
export interface SpriteEntry {
  name: string;
  image: { width: number; height: number; data: Uint8Array };
  pixelRatio: number;
}

/**
 * The map's images (vehicle markers, the member's dot, the grid's cell), rendered ahead of the build into one PNG
 * (`pnpm --filter @tandem/mobility-map sprite`). The browser decodes it off the main thread; one read of its pixels
 * then cuts it into images. Rasterising each SVG marker on the main thread took one of the map's start-up tasks.
 */
export async function loadSprite(): Promise<SpriteEntry[]> {
  const response = await fetch(spriteUrl);
  if (!response.ok) throw new Error(`the map's sprite answered ${String(response.status)}`);
  const bitmap = await createImageBitmap(await response.blob());
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2d canvas");
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const sheet = context.getImageData(0, 0, canvas.width, canvas.height).data;
  return Object.entries(layout.images).map(([name, { x, y, width, height }]) => {
    const data = new Uint8Array(width * height * 4);
    for (let row = 0; row < height; row++) {
      const from = ((y + row) * canvas.width + x) * 4;
      data.set(sheet.subarray(from, from + width * 4), row * width * 4);
    }
    return { name, image: { width, height, data }, pixelRatio: layout.pixelRatio };
  });
}
