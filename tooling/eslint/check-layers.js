#!/usr/bin/env node
// CI check of the dependency direction: every workspace package.json may declare only the internal packages
// the layer table allows (tooling/eslint/layers.js). Exits 1 and names each offending dependency.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { LAYERS, TOOLING } from "./layers.js";

const root = path.resolve(import.meta.dirname, "../..");
const problems = [];
let checked = 0;

for (const group of ["apps", "packages", "tooling"]) {
  for (const dir of readdirSync(path.join(root, group))) {
    const file = path.join(root, group, dir, "package.json");
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, "utf8"));
    checked += 1;
    const declared = {
      ...pkg.dependencies,
      ...pkg.peerDependencies,
      ...pkg.optionalDependencies,
      ...pkg.devDependencies,
    };
    const internal = Object.keys(declared).filter((dep) => dep.startsWith("@tandem/"));
    if (group === "tooling") {
      for (const dep of internal) problems.push(`${pkg.name}: tooling may not depend on ${dep}`);
      continue;
    }
    const entry = LAYERS[pkg.name];
    if (!entry) {
      problems.push(`${pkg.name}: not in the layer table (tooling/eslint/layers.js)`);
      continue;
    }
    for (const dep of internal) {
      if (TOOLING.includes(dep) && dep in (pkg.devDependencies ?? {})) continue;
      if (!entry.mayImport.includes(dep)) {
        problems.push(`${pkg.name} (${entry.layer}) may not depend on ${dep}`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Dependency direction violated (design/architecture.md):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`Dependency direction: ${checked} packages checked, 0 violations.`);
