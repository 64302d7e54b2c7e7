#!/usr/bin/env node
// CI check: no import cycle inside any workspace package's source, tests or scripts (cycle-rules.js). Exits 1 and
// names each cycle.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { importCycles } from "./cycle-rules.js";

const root = path.resolve(import.meta.dirname, "../..");
const folders = [];
for (const group of ["apps", "packages", "tooling"]) {
  for (const dir of readdirSync(path.join(root, group))) {
    for (const sub of ["src", "test", "e2e", "scripts", "bench"]) {
      const folder = path.join(group, dir, sub);
      if (existsSync(path.join(root, folder))) folders.push(folder);
    }
  }
}

const problems = [];
for (const folder of folders) {
  for (const cycle of await importCycles(path.join(root, folder)))
    problems.push(`${folder}: ${[...cycle, cycle[0]].join(" → ")}`);
}
if (problems.length > 0) {
  console.error(
    `Import cycles (break each by moving what both sides need into a module of its own):\n  ${problems.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(`Import cycles: ${folders.length} folders checked, none found.`);
