// The changelog lines `changeset version` writes (`.changeset/config.json` → "changelog"). Like
// `@changesets/changelog-git`, but without a commit hash in front of every entry (this repository has no web
// address to link it to, and `git log -- .changeset/<name>.md` finds it), and with one "Updated dependencies" entry
// per release instead of one per changeset of every dependency, which buried a page's own changes under dozens
// of identical lines. `@changesets/apply-release-plan` imports this module and takes the two named exports.

/** What a changelog function receives of one changeset (a subset of `@changesets/types`' `NewChangesetWithCommit`). */
export interface ChangesetEntry {
  id: string;
  summary: string;
  commit?: string | undefined;
}

/** What a changelog function receives of one released dependency (a subset of `@changesets/types`' `ModCompWithPackage`). */
export interface DependencyRelease {
  name: string;
  newVersion: string;
}

/** One changeset as a list item: its first line after the bullet, the lines after it indented under it. */
export function getReleaseLine(changeset: ChangesetEntry): Promise<string> {
  const [first = "", ...rest] = changeset.summary
    .trim()
    .split("\n")
    .map((line) => line.trimEnd());
  const continued = rest.map((line) => (line === "" ? "" : `  ${line}`));
  return Promise.resolve([`- ${first}`, ...continued].join("\n"));
}

/** The workspace packages this release takes new versions of, sorted by name; nothing when there are none. */
export function getDependencyReleaseLine(
  _changesets: readonly ChangesetEntry[],
  dependencies: readonly DependencyRelease[],
): Promise<string> {
  if (dependencies.length === 0) return Promise.resolve("");
  const listed = dependencies
    .toSorted((a, b) => a.name.localeCompare(b.name))
    .map((dependency) => `  - ${dependency.name}@${dependency.newVersion}`);
  return Promise.resolve(["- Updated dependencies:", ...listed].join("\n"));
}
