// Reads the production build (dist/.vite/manifest.json) and prints, for the initial load of /app/ and for each
// lazily loaded chunk, the raw and gzip sizes of its JS and CSS; exits 1 when any is above budget.json.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
interface Limits {
  jsGzip: number;
  cssGzip: number;
}
interface Budget {
  initial: Limits;
  /** Lazy chunks the app fetches before its first render (the default language's catalog): part of the first load. */
  startUp: string[];
  lazyChunk: Limits;
  lazyChunkOverrides: Record<string, Partial<Limits>>;
}

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;
const budget = JSON.parse(readFileSync(path.join(root, "budget.json"), "utf8")) as Budget;

const sizeCache = new Map<string, { raw: number; gzip: number }>();
function size(file: string) {
  let known = sizeCache.get(file);
  if (!known) {
    const bytes = readFileSync(path.join(dist, file));
    known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizeCache.set(file, known);
  }
  return known;
}

/** Files a chunk needs: itself, its static imports (transitively) and their CSS, minus what is already loaded. */
function closure(key: string, loaded: Set<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || loaded.has(chunk.file) || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) if (!loaded.has(sheet)) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

function total(files: string[]) {
  return files.reduce((sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip }), {
    raw: 0,
    gzip: 0,
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [];
const failures: string[] = [];

function report(name: string, files: { js: string[]; css: string[] }, limits: Limits) {
  const js = total(files.js);
  const css = total(files.css);
  const over = js.gzip > limits.jsGzip || css.gzip > limits.cssGzip;
  rows.push([
    name,
    kb(js.raw),
    kb(js.gzip),
    kb(css.raw),
    kb(css.gzip),
    `${kb(limits.jsGzip)} / ${kb(limits.cssGzip)}`,
    over ? "OVER" : "ok",
  ]);
  if (js.gzip > limits.jsGzip) failures.push(`${name}: JS ${kb(js.gzip)} gzip > ${kb(limits.jsGzip)}`);
  if (css.gzip > limits.cssGzip) failures.push(`${name}: CSS ${kb(css.gzip)} gzip > ${kb(limits.cssGzip)}`);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error("No entry chunk in the build manifest: run `pnpm build` first.");
const entry = closure(entryKey, new Set());
const initial = { js: [...entry.js], css: [...entry.css] };
for (const suffix of budget.startUp) {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`budget.json startUp: no chunk ends with ${suffix}`);
  const extra = closure(key, new Set([...initial.js, ...initial.css]));
  initial.js.push(...extra.js);
  initial.css.push(...extra.css);
}
report("initial load of /app/ (entry and start-up catalog)", initial, budget.initial);

const loaded = new Set([...initial.js, ...initial.css]);
for (const [key, chunk] of Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))) {
  if (!chunk.isDynamicEntry) continue;
  const limits = { ...budget.lazyChunk, ...budget.lazyChunkOverrides[key] };
  report(`lazy ${chunk.src ?? key}`, closure(key, loaded), limits);
}

const header = ["chunk", "JS raw", "JS gzip", "CSS raw", "CSS gzip", "budget (JS / CSS gzip)", ""];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of rows) console.log(line(row));

if (failures.length > 0) {
  console.error(`\nOver budget (apps/member-web/budget.json):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} chunks within budget.`);
