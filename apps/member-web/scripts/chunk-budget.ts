// The size gate's rules, apart from the file system: which files make the first load of /app/ and each lazy
// chunk (from Vite's build manifest), their sizes against budget.json, and the printed table. `budget.ts` reads
// the build and exits 1 when this finds a chunk over its budget.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Limits {
  jsGzip: number;
  cssGzip: number;
}

export interface ChunkBudget {
  initial: Limits;
  /** Lazy chunks the app fetches before its first render (the default language's catalog): part of the first load. */
  startUp: string[];
  lazyChunk: Limits;
  lazyChunkOverrides: Record<string, Partial<Limits> & { reason?: string }>;
}

export interface Size {
  raw: number;
  gzip: number;
}

export interface Verdict {
  /** One line per chunk: name, JS raw, JS gzip, CSS raw, CSS gzip, budget, ok/OVER. */
  rows: string[][];
  failures: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface ChunkFiles {
  js: string[];
  css: string[];
}

/** Files a chunk needs: itself, its static imports (transitively) and their CSS, minus what is already loaded. */
function closure(manifest: Manifest, key: string, loaded: Set<string>): ChunkFiles {
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

/** The first load of /app/: the entry's files and those of the start-up chunks (`budget.startUp`). */
function initialLoad(manifest: Manifest, startUp: string[]): ChunkFiles {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("No entry chunk in the build manifest: run `pnpm build` first.");
  const entry = closure(manifest, entryKey, new Set());
  const initial = { js: [...entry.js], css: [...entry.css] };
  for (const suffix of startUp) {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`budget.json startUp: no chunk ends with ${suffix}`);
    const extra = closure(manifest, key, new Set([...initial.js, ...initial.css]));
    initial.js.push(...extra.js);
    initial.css.push(...extra.css);
  }
  return initial;
}

/** A verdict that grows a row per chunk measured, and a failure per size over its limit. */
function verdictOf(sizeOf: (file: string) => Size) {
  const verdict: Verdict = { rows: [], failures: [] };
  const total = (files: string[]) =>
    files.reduce((sum, file) => ({ raw: sum.raw + sizeOf(file).raw, gzip: sum.gzip + sizeOf(file).gzip }), {
      raw: 0,
      gzip: 0,
    });
  const report = (name: string, files: ChunkFiles, limits: Limits) => {
    const js = total(files.js);
    const css = total(files.css);
    const over = js.gzip > limits.jsGzip || css.gzip > limits.cssGzip;
    verdict.rows.push([
      name,
      kb(js.raw),
      kb(js.gzip),
      kb(css.raw),
      kb(css.gzip),
      `${kb(limits.jsGzip)} / ${kb(limits.cssGzip)}`,
      over ? "OVER" : "ok",
    ]);
    if (js.gzip > limits.jsGzip)
      verdict.failures.push(`${name}: JS ${kb(js.gzip)} gzip > ${kb(limits.jsGzip)}`);
    if (css.gzip > limits.cssGzip)
      verdict.failures.push(`${name}: CSS ${kb(css.gzip)} gzip > ${kb(limits.cssGzip)}`);
  };
  return { verdict, report };
}

/** Every chunk of the build against its budget; `sizeOf` gives a built file's raw and gzip size. */
export function checkChunks(
  manifest: Manifest,
  budget: ChunkBudget,
  sizeOf: (file: string) => Size,
): Verdict {
  const { verdict, report } = verdictOf(sizeOf);
  const initial = initialLoad(manifest, budget.startUp);
  report("initial load of /app/ (entry and start-up catalog)", initial, budget.initial);
  // Each lazy chunk counts only what the first load has not brought already.
  const loaded = new Set([...initial.js, ...initial.css]);
  for (const [key, chunk] of Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))) {
    if (!chunk.isDynamicEntry) continue;
    const { reason: _reason, ...override } = budget.lazyChunkOverrides[key] ?? {};
    report(`lazy ${chunk.src ?? key}`, closure(manifest, key, loaded), { ...budget.lazyChunk, ...override });
  }
  return verdict;
}

/** The verdict's rows as an aligned table with a header. */
export function formatChunkTable(rows: string[][]): string[] {
  const header = ["chunk", "JS raw", "JS gzip", "CSS raw", "CSS gzip", "budget (JS / CSS gzip)", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
}
