// What renovate.json must hold beyond Renovate's schema: every dev-only tool in the catalog is in a weekly group
// or a family group, and no rule names a package the repository does not have.
import { readFileSync } from "node:fs";
import path from "node:path";

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** The names in pnpm-workspace.yaml's `catalog:` block. */
export function catalogNames(workspaceYaml: string): string[] {
  const block = /^catalog:\n((?:[ \t]+.*\n|\n)+)/m.exec(workspaceYaml)?.[1] ?? "";
  return [...block.matchAll(/^[ \t]+"?([^":\s]+)"?:/gm)].map((match) => match[1] ?? "");
}

/** Catalog names that no manifest lists outside its devDependencies. */
export function devOnly(catalog: string[], manifests: Manifest[]): string[] {
  const production = new Set(
    manifests.flatMap((manifest) =>
      [manifest.dependencies, manifest.peerDependencies, manifest.optionalDependencies].flatMap((deps) =>
        Object.keys(deps ?? {}),
      ),
    ),
  );
  return catalog.filter((name) => !production.has(name)).sort();
}

/** Renovate's package-name globs: `*` within a segment, `**` across them. */
export function matchesGlob(name: string, pattern: string): boolean {
  const source = pattern
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((text) => text.replace(/[.+?^${}()|[\]\\/]/g, "\\$&"))
        .join("[^/]*"),
    )
    .join(".*");
  return new RegExp(`^${source}$`).test(name);
}

/** Every package.json of the workspace, the root's first. */
export function workspaceManifests(root: string, folders: Record<string, string[]>): Manifest[] {
  const files = [
    "package.json",
    ...Object.entries(folders).flatMap(([dir, names]) =>
      names.map((name) => path.join(dir, name, "package.json")),
    ),
  ];
  return files.map((file) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Manifest);
}
