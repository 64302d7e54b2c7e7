// Reads the production build (dist/.vite/manifest.json) and prints, for the initial load of /app/ and for each
// lazily loaded chunk, the raw and gzip sizes of its JS and CSS; exits 1 when any is above budget.json.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { checkChunks, formatChunkTable, type ChunkBudget, type Manifest, type Size } from "./chunk-budget.ts";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
const budget = JSON.parse(readFileSync(path.join(root, "budget.json"), "utf8")) as ChunkBudget;

const sizes = new Map<string, Size>();
function sizeOf(file: string): Size {
  let known = sizes.get(file);
  if (!known) {
    const bytes = readFileSync(path.join(dist, file));
    known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, known);
  }
  return known;
}

const { rows, failures } = checkChunks(manifest, budget, sizeOf);
for (const line of formatChunkTable(rows)) console.log(line);
if (failures.length > 0) {
  console.error(`\nOver budget (apps/member-web/budget.json):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nAll ${String(rows.length)} chunks within budget.`);
