// Which built files the service worker precaches: the app shell a repeat or offline visit starts from (B-10).
import { readFileSync } from "node:fs";
import path from "node:path";
import { PRERENDERED_PAGES } from "./prerendered-pages.ts";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
/** One file of Workbox's precache manifest, its URL relative to the service worker. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * Sources whose chunks are part of the shell besides the entry: the language catalogs, the layouts, the worker's
 * registration and what starts after the first render.
 */
const SHELL_SOURCES = [
  /\/locales\/[^/]+\/[\w-]+\.po$/,
  /^src\/layout\/app-layout\.tsx$/,
  /^src\/pwa\/register-service-worker\.ts$/,
  /^src\/after-first-render\.ts$/,
];
/**
 * Files from public/ the shell needs: the documents (the prerendered welcome and start pages, the empty shell every
 * other address starts from), the first-paint script, the manifest and the page's icon. The PNG icons are left to
 * the browser's install machinery, which keeps its own copy: 60 KB a first visit need not download.
 */
const SHELL_FILES = /^(index\.html|start\/index\.html|shell\.html|boot\.js|manifest\.webmanifest|icon\.svg)$/;
/**
 * A prerendered page in a folder is cached under its address (`start/index.html` as `start`), so the service
 * worker answers a navigation to /app/start with it; the welcome's index.html already answers /app/.
 */
const pageAddress = (url: string) => url.replace(/^(.+)\/index\.html$/, "$1");
/**
 * The variable font's Latin subset covers English and Spanish (and the • of masked phones); the other subsets,
 * latin-ext's 83 KB among them, download only if a page uses their characters, then stay in the runtime cache.
 */
const SHELL_FONTS = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/** The JS and CSS of the entry, the catalogs and the layouts, with everything they import statically. */
export function shellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) files.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The prerendered pages' own modules too: their HTML is in the shell, so they open and hydrate offline.
  const pageSources = new Set(PRERENDERED_PAGES.flatMap((page) => page.sources));
  const roots = Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isEntry === true ||
      pageSources.has(key) ||
      SHELL_SOURCES.some((source) => source.test(key)),
  );
  for (const source of SHELL_SOURCES)
    if (!roots.some((key) => source.test(key))) throw new Error(`No chunk in the build matches ${source}`);
  roots.forEach(visit);
  return files;
}

/**
 * A Workbox `manifestTransforms` step keeping only the app shell from the files the glob found; page chunks
 * are cached at run time once visited, so installing the worker never downloads every page of the app.
 */
export function precacheAppShell(outDir: string) {
  return (entries: PrecacheEntry[]) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Record<
      string,
      ManifestChunk
    >;
    const shell = shellFiles(manifest);
    const kept = entries
      .filter(({ url }) => shell.has(url) || SHELL_FILES.test(url) || SHELL_FONTS.test(url))
      .map((entry) => ({ ...entry, url: pageAddress(entry.url) }));
    const missing = [...shell].filter((file) => !kept.some(({ url }) => url === file));
    if (missing.length > 0) throw new Error(`Precache is missing shell files: ${missing.join(", ")}`);
    return Promise.resolve({ manifest: kept, warnings: [] });
  };
}
