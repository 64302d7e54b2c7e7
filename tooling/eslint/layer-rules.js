// The rules check-layers.js applies to each package.json, apart from the file system, so a test can show them fail.
import { LAYERS, TOOLING } from "./layers.js";

/**
 * What breaks the dependency direction: each internal dependency a package declares that the layer table does not
 * allow, a package missing from the table, and any internal dependency of a tooling package.
 * @param {{ group: string, pkg: { name: string, dependencies?: object, peerDependencies?: object, optionalDependencies?: object, devDependencies?: object } }[]} packages
 * @param {Record<string, { layer: string, mayImport: string[] }>} [layers]
 * @returns {string[]}
 */
export function layerProblems(packages, layers = LAYERS) {
  const problems = [];
  for (const { group, pkg } of packages) {
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
    const entry = layers[pkg.name];
    if (!entry) {
      problems.push(`${pkg.name}: not in the layer table (tooling/eslint/layers.js)`);
      continue;
    }
    for (const dep of internal) {
      if (TOOLING.includes(dep) && dep in (pkg.devDependencies ?? {})) continue;
      if (!entry.mayImport.includes(dep))
        problems.push(`${pkg.name} (${entry.layer}) may not depend on ${dep}`);
    }
  }
  return problems;
}
