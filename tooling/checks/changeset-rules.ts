// What the changeset check decides, apart from git and the changeset CLI: which ref the branch is compared with,
// which workspace package a changed file belongs to, and whether every changed package is accounted for.

/** The parts of `.changeset/config.json` the check reads. */
export interface ChangesetConfig {
  baseBranch: string;
  ignore: string[];
  versionPrivatePackages: boolean;
}

/** A workspace package as the check sees it: its folder relative to the root, with forward slashes. */
export interface WorkspacePackage {
  name: string;
  dir: string;
  private: boolean;
}

/** One changeset added or edited since the base, as `changeset status --output` writes it. */
export interface ChangesetSince {
  id: string;
  releases: { name: string; type: string }[];
}

/** A changed package and how it is accounted for: a changeset naming it, or a version bump since the base. */
export interface PackageVerdict {
  name: string;
  covered: "changeset" | "version" | "empty changeset" | null;
  detail: string;
}

/** Reads the config's base branch, ignore list and `privatePackages.version` with changesets' defaults. */
export function readChangesetConfig(raw: unknown): ChangesetConfig {
  const config = (raw ?? {}) as {
    baseBranch?: string;
    ignore?: string[];
    privatePackages?: false | { version?: boolean };
  };
  return {
    baseBranch: config.baseBranch ?? "main",
    ignore: config.ignore ?? [],
    versionPrivatePackages:
      config.privatePackages === false ? false : config.privatePackages?.version !== false,
  };
}

/**
 * The refs tried, in order, as "where the branch left main": an explicit one (`--base` or `CHANGESET_BASE`), else
 * the remote's base branch (a CI clone of a pull request has `origin/main`, and it is fresher than a local `main`
 * a developer has not pulled), else the local branch (a clone of main, or a worktree without a remote).
 */
export function baseCandidates(baseBranch: string, explicit: string | undefined): string[] {
  if (explicit) return [explicit];
  return [`origin/${baseBranch}`, baseBranch];
}

/** The `packages:` globs of `pnpm-workspace.yaml` (the plain `- dir/*` list this repository uses). */
export function workspaceGlobs(yaml: string): string[] {
  const globs: string[] = [];
  let inPackages = false;
  for (const line of yaml.split("\n")) {
    if (/^\S/.test(line)) inPackages = /^packages:\s*$/.test(line);
    const item = inPackages ? /^\s+-\s+["']?([^"'#\s]+)["']?/.exec(line) : null;
    if (item?.[1]) globs.push(item[1]);
  }
  return globs;
}

/** The package a repository file belongs to: the one with the deepest folder holding it, or none. */
export function packageOfFile(
  file: string,
  packages: readonly WorkspacePackage[],
): WorkspacePackage | undefined {
  return packages
    .filter((pkg) => file.startsWith(`${pkg.dir}/`))
    .toSorted((a, b) => b.dir.length - a.dir.length)[0];
}

/** The changed packages changesets versions: not ignored, and private ones only when private packages are versioned. */
export function versionedChangedPackages(
  files: readonly string[],
  packages: readonly WorkspacePackage[],
  config: ChangesetConfig,
): WorkspacePackage[] {
  const changed = new Map<string, WorkspacePackage>();
  for (const file of files) {
    const pkg = packageOfFile(file, packages);
    if (pkg) changed.set(pkg.name, pkg);
  }
  return [...changed.values()]
    .filter((pkg) => !config.ignore.includes(pkg.name) && (config.versionPrivatePackages || !pkg.private))
    .toSorted((a, b) => a.name.localeCompare(b.name));
}

/**
 * Each changed package's verdict. A changeset added since the base that names it covers it; so does a version that
 * moved since the base (the branch ran `changeset version`, which consumed the changesets that named it); an empty
 * changeset (`changeset add --empty`, the CLI's way to say no release is needed) covers every package.
 */
export function judgeChangedPackages(
  changed: readonly WorkspacePackage[],
  changesets: readonly ChangesetSince[],
  versions: ReadonlyMap<string, { before: string | null; now: string }>,
): PackageVerdict[] {
  const empty = changesets.find((changeset) => changeset.releases.length === 0);
  return changed.map(({ name }) => {
    const naming = changesets.filter((changeset) =>
      changeset.releases.some((release) => release.name === name),
    );
    if (naming.length > 0) {
      const ids = naming.map((changeset) => `.changeset/${changeset.id}.md`).join(", ");
      return { name, covered: "changeset", detail: ids };
    }
    const version = versions.get(name);
    if (version && version.before !== null && version.before !== version.now) {
      return { name, covered: "version", detail: `versioned ${version.before} → ${version.now}` };
    }
    if (empty) return { name, covered: "empty changeset", detail: `.changeset/${empty.id}.md` };
    return { name, covered: null, detail: "changed, and no changeset since the base names it" };
  });
}
