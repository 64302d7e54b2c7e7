// The headers manifest: after the build, the serving rules and each HTML page's
// inline style hashes are written into dist/.headers.json, the one source the sandbox serves the app by and a
// production host's configuration is made from (scripts/nginx-config.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HEADERS_MANIFEST_FILE, headersManifest, type HeadersManifest } from "@tandem/paths/serving";
import type { Plugin } from "vite";

/** Every HTML file of a built app (paths relative to it, `/`-separated), dot folders left out as no host serves them. */
function htmlFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !file.split("/").some((part) => part.startsWith(".")))
    .sort();
}

/** Writes the manifest of the app built in `outDir` from its HTML files as they are now, and returns it. */
export function writeHeadersManifest(outDir: string): HeadersManifest {
  const pages = Object.fromEntries(
    htmlFiles(outDir).map((file) => [file, readFileSync(path.join(outDir, file), "utf8")]),
  );
  const manifest = headersManifest(pages);
  writeFileSync(path.join(outDir, HEADERS_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The Vite plugin: writes the manifest last, once the prerendered pages (a "pre" step) are in place. */
export function headersManifestPlugin(): Plugin {
  let outDir = "";
  return {
    name: "tandem:headers-manifest",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle: { sequential: true, order: "post", handler: () => void writeHeadersManifest(outDir) },
  };
}
