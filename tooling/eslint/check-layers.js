#!/usr/bin/env node
// CI check of the dependency direction: every workspace package.json may declare only the internal packages
// the layer table allows (tooling/eslint/layers.js). Exits 1 and names each offending dependency.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { layerProblems } from "./layer-rules.js";

const root = path.resolve(import.meta.dirname, "../..");
const packages = [];
for (const group of ["apps", "packages", "tooling"]) {
  for (const dir of readdirSync(path.join(root, group))) {
    const file = path.join(root, group, dir, "package.json");
    if (existsSync(file)) packages.push({ group, pkg: JSON.parse(readFileSync(file, "utf8")) });
  }
}

const problems = layerProblems(packages);
if (problems.length > 0) {
  console.error(`Dependency direction violated (docs/architecture.md):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`Dependency direction: ${packages.length} packages checked, 0 violations.`);
