// `pnpm --filter @tandem/mobility-map sprite`: renders the map's sprite (every image of `spriteImages()`) into
// src/mobility/view/map-sprite.png with its layout beside it (map-sprite.json), in Debian's Chromium, with no
// network. Both are committed, so run it again only when a marker, the member's dot or the grid's cell changes: a
// unit test compares the layout's fingerprint with the images' SVGs.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "@tandem/vitest-config";
import { spriteImages } from "../src/core/sprite-images.ts";
import { spriteLayout } from "./sprite-sheet.ts";

const viewDir = path.resolve(import.meta.dirname, "../src/mobility/view");
const images = spriteImages();
const layout = spriteLayout(images);
const tags = images.map((image) => {
  const cell = layout.images[image.name];
  if (!cell) throw new Error(`no cell for ${image.name}`);
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.svg)}`;
  return `<img src="${src}" style="position:absolute;left:${String(cell.x)}px;top:${String(cell.y)}px;width:${String(cell.width)}px;height:${String(cell.height)}px">`;
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({
    viewport: { width: layout.width, height: layout.height },
    deviceScaleFactor: 1,
  });
  await page.setContent(
    `<body style="margin:0;background:transparent"><div id="sheet" style="position:relative;width:${String(layout.width)}px;height:${String(layout.height)}px">${tags.join("")}</div></body>`,
  );
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
  const png = await page.locator("#sheet").screenshot({ omitBackground: true });
  writeFileSync(path.join(viewDir, "map-sprite.png"), png);
  writeFileSync(path.join(viewDir, "map-sprite.json"), `${JSON.stringify(layout, null, 2)}\n`);
  console.log(
    `map-sprite.png: ${String(layout.width)}x${String(layout.height)}, ${String(images.length)} images, ${String(png.length)} bytes`,
  );
} finally {
  await browser.close();
}
