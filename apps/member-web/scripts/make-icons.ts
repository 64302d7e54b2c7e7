// `pnpm icons`: renders public/icon.svg into the PNG icons the manifest and iOS need (B-10), in Debian's Chromium,
// with no network. The PNGs are committed, so run it again only when icon.svg changes.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "@tandem/vitest-config";

const publicDir = path.resolve(import.meta.dirname, "../public");
const svg = readFileSync(path.join(publicDir, "icon.svg"), "utf8");
const background = /<rect [^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? "#fbf8f3";
const glyph = svg
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<rect [^>]*\/>/, "");

// A maskable icon is cropped to any shape inside its central 80% circle: a full-bleed background and the glyph
// scaled into that safe zone. iOS rounds apple-touch-icon itself and shows transparency as black, so it is full-bleed too.
// The glyph spans y 24–48, so it is centred on y 36 when scaled.
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -36)">${glyph}</g></svg>`;

const icons: { file: string; size: number; source: string }[] = [
  { file: "icon-192.png", size: 192, source: svg },
  { file: "icon-512.png", size: 512, source: svg },
  { file: "icon-maskable-192.png", size: 192, source: fullBleed(0.9) },
  { file: "icon-maskable-512.png", size: 512, source: fullBleed(0.9) },
  { file: "apple-touch-icon.png", size: 180, source: fullBleed(1) },
];

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  for (const { file, size, source } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = source.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    writeFileSync(path.join(publicDir, file), await page.screenshot({ omitBackground: true }));
    console.log(`public/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
