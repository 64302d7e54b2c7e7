// Import cycles inside one package: files that import each other, directly or around a ring, type imports included
// (a cycle of types is still two files that cannot be understood or moved apart). Packages cannot form cycles
// between them: the layer table allows only downward dependencies (check-layers.js).
import madge from "madge";

/**
 * The import cycles among the TypeScript files under `dir`, each as its files in import order, relative to `dir`.
 * @param {string} dir a source folder, e.g. `packages/api-client/src`
 * @returns {Promise<string[][]>}
 */
export async function importCycles(dir) {
  const graph = await madge(dir, {
    fileExtensions: ["ts", "tsx"],
    excludeRegExp: [/\.d\.ts$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
}
