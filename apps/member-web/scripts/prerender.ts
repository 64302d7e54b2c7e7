// Prerendering of the public pages a visitor opens first: after the app's build, the
// pages are rendered in Node and written into dist, so their first paint needs no JavaScript; the app hydrates them.
// Which pages: prerendered-pages.ts; their documents: prerender-documents.ts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "vite";
import { pageAssets, pageDocument, shellDocument, type ManifestChunk } from "./prerender-documents.ts";
import { HYDRATION_SOURCE, PRERENDERED_PAGES, SHELL_FILE, TEXT_FONT } from "./prerendered-pages.ts";

/**
 * Builds the server side of the pages (src/prerender/render-page.tsx) with the app's own Vite config, renders each
 * page and writes it into `outDir`; the shell itself, its styles inlined and its font preloaded, is kept as
 * {@link SHELL_FILE}.
 */
export async function prerenderPages(root: string, outDir: string, base: string): Promise<void> {
  const serverDir = path.join(root, "node_modules/.prerender");
  rmSync(serverDir, { recursive: true, force: true });
  await build({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { ssr: "src/prerender/render-page.tsx", outDir: serverDir, emptyOutDir: true },
  });
  // The server build keeps react and react-dom as imports: their production builds render like the browser's.
  process.env.NODE_ENV = "production";
  const { renderPage } = (await import(pathToFileURL(path.join(serverDir, "render-page.js")).href)) as {
    renderPage: (pathname: string, titleId: string) => Promise<{ html: string; title: string }>;
  };
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
  const readAsset = (file: string) => readFileSync(path.join(outDir, file), "utf8");
  // The Latin subset of the text font (English and Spanish); the others load only for text that needs them.
  const fonts = readdirSync(path.join(outDir, "assets"))
    .filter((file) => TEXT_FONT.test(file))
    .map((file) => `assets/${file}`);
  if (fonts.length === 0) throw new Error("The build has no Latin subset of the text font to preload");
  writeFileSync(path.join(outDir, SHELL_FILE), shellDocument(shell, base, fonts, readAsset));
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderPage(page.path, page.titleId);
    const target = path.join(outDir, page.file);
    mkdirSync(path.dirname(target), { recursive: true });
    // Every style of the page is inlined; of its scripts, only the hydration step's is preloaded (it then loads
    // the routes' chunks in parallel): a page's chunks fetched before its first paint would only compete with it.
    const assets = {
      styles: pageAssets(manifest, page.sources).styles,
      scripts: pageAssets(manifest, [HYDRATION_SOURCE]).scripts,
    };
    writeFileSync(target, pageDocument(shell, page, rendered, assets, base, readAsset));
  }
  rmSync(serverDir, { recursive: true, force: true });
}

/**
 * The Vite plugin: prerenders once the app's files are written and before the service worker's precache list is
 * made from them (vite-plugin-pwa's own step comes after this "pre" one).
 */
export function prerender(): Plugin {
  let root = "";
  let outDir = "";
  let base = "/";
  return {
    name: "tandem:prerender",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    closeBundle: {
      sequential: true,
      order: "pre",
      handler: () => prerenderPages(root, outDir, base),
    },
  };
}
