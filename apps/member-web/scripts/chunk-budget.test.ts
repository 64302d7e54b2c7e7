import { describe, expect, it } from "vitest";
import { checkChunks, formatChunkTable, type ChunkBudget, type Manifest } from "./chunk-budget.ts";

const KB = 1024;

// A build of the shape Vite writes: an entry with a shared chunk and its CSS, the start-up catalog, two pages.
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_shared.js"],
    css: ["assets/index.css"],
  },
  "_shared.js": { file: "assets/shared.js" },
  "packages/i18n/src/locales/en/messages.po": { file: "assets/messages.js", isDynamicEntry: true },
  "packages/account/src/trips/trips-page.tsx": {
    file: "assets/trips.js",
    src: "packages/account/src/trips/trips-page.tsx",
    isDynamicEntry: true,
    imports: ["_shared.js", "_table.js"],
    css: ["assets/trips.css"],
  },
  "_table.js": { file: "assets/table.js" },
  "packages/mobility-map/src/mobility/maplibre-map.ts": {
    file: "assets/map.js",
    src: "packages/mobility-map/src/mobility/maplibre-map.ts",
    isDynamicEntry: true,
  },
};

const gzipKB: Record<string, number> = {
  "assets/index.js": 120,
  "assets/shared.js": 20,
  "assets/index.css": 10,
  "assets/messages.js": 4,
  "assets/trips.js": 6,
  "assets/table.js": 3,
  "assets/trips.css": 1,
  "assets/map.js": 300,
};
const sizeOf = (file: string) => ({ raw: (gzipKB[file] ?? 0) * 3 * KB, gzip: (gzipKB[file] ?? 0) * KB });

const budget: ChunkBudget = {
  initial: { jsGzip: 145 * KB, cssGzip: 15 * KB },
  startUp: ["locales/en/messages.po"],
  lazyChunk: { jsGzip: 60 * KB, cssGzip: 10 * KB },
  lazyChunkOverrides: {
    "packages/mobility-map/src/mobility/maplibre-map.ts": { jsGzip: 350 * KB, reason: "the map" },
  },
};

describe("the size gate", () => {
  it("counts the entry, its static imports and the start-up catalog as the first load, and passes within budget", () => {
    const { rows, failures } = checkChunks(manifest, budget, sizeOf);
    expect(failures).toEqual([]);
    expect(rows[0]).toEqual([
      "initial load of /app/ (entry and start-up catalog)",
      "432.0 KB",
      "144.0 KB",
      "30.0 KB",
      "10.0 KB",
      "145.0 KB / 15.0 KB",
      "ok",
    ]);
    // A page counts only what the first load has not fetched already: the table chunk, not the shared one.
    expect(rows.find((row) => row[0]?.includes("trips-page"))?.[2]).toBe("9.0 KB");
  });

  it("fails when the first load of /app/ grows past its budget by a single kilobyte", () => {
    const { rows, failures } = checkChunks(manifest, budget, (file) =>
      file === "assets/shared.js" ? { raw: 0, gzip: 22 * KB } : sizeOf(file),
    );
    expect(failures).toEqual([
      "initial load of /app/ (entry and start-up catalog): JS 146.0 KB gzip > 145.0 KB",
    ]);
    expect(rows[0]?.at(-1)).toBe("OVER");
  });

  it("fails a lazy page over the default line, and holds an overridden chunk to its own line", () => {
    const bigger = (file: string) =>
      file === "assets/table.js"
        ? { raw: 0, gzip: 70 * KB }
        : file === "assets/map.js"
          ? { raw: 0, gzip: 351 * KB }
          : sizeOf(file);
    expect(checkChunks(manifest, budget, bigger).failures).toEqual([
      "lazy packages/account/src/trips/trips-page.tsx: JS 76.0 KB gzip > 60.0 KB",
      "lazy packages/mobility-map/src/mobility/maplibre-map.ts: JS 351.0 KB gzip > 350.0 KB",
    ]);
  });

  it("refuses a build without an entry or a start-up chunk the budget names", () => {
    expect(() => checkChunks({}, budget, sizeOf)).toThrow(/run `pnpm build` first/);
    expect(() => checkChunks(manifest, { ...budget, startUp: ["es/messages.po"] }, sizeOf)).toThrow(
      /no chunk ends with es\/messages.po/,
    );
  });

  it("prints an aligned table with a header", () => {
    const lines = formatChunkTable(checkChunks(manifest, budget, sizeOf).rows);
    expect(lines[0]).toMatch(
      /^chunk\s+JS raw\s+JS gzip\s+CSS raw\s+CSS gzip\s+budget \(JS \/ CSS gzip\)\s*$/,
    );
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
