// Fails when a versioned package changed since the branch left main and no changeset added since then names it.
//   node tooling/checks/changeset-check.ts [--base <ref>] [--cwd <repository>] [--strict]
// The base is `--base`, else CHANGESET_BASE, else `origin/<baseBranch>`, else `<baseBranch>` (`.changeset/config.json`);
// the branch is compared with where it left that ref (`git merge-base`), as `changeset status --since` does. On main
// itself nothing changed since, so it passes; pending changesets are fine. `changeset status --since=<base>` reads
// the changesets and checks them (an unknown package, a changeset mixing ignored and versioned packages, fail here
// too); this command then asks for one per changed package, where the CLI is satisfied by any changeset at all.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  baseCandidates,
  judgeChangedPackages,
  readChangesetConfig,
  versionedChangedPackages,
  workspaceGlobs,
  type ChangesetSince,
  type WorkspacePackage,
} from "./changeset-rules.ts";

const CHANGESET_BIN = createRequire(import.meta.url).resolve("@changesets/cli/bin.js");

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const root = path.resolve(option("--cwd") ?? path.resolve(import.meta.dirname, "../.."));

function git(args: string[]): string | null {
  const run = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : null;
}

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

function workspacePackages(): WorkspacePackage[] {
  const globs = workspaceGlobs(readFileSync(path.join(root, "pnpm-workspace.yaml"), "utf8"));
  return globs.flatMap((glob) => {
    // This repository's globs are `<folder>/*`; a glob without `*` names one package folder.
    const dirs = glob.endsWith("/*")
      ? readdirSync(path.join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${glob.slice(0, -2)}/${entry.name}`)
      : [glob];
    return dirs
      .filter((dir) => existsSync(path.join(root, dir, "package.json")))
      .map((dir) => {
        const manifest = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")) as {
          name: string;
          private?: boolean;
        };
        return { name: manifest.name, dir, private: manifest.private === true };
      });
  });
}

function versionAt(ref: string, dir: string): string | null {
  const manifest = git(["show", `${ref}:${dir}/package.json`]);
  return manifest === null ? null : ((JSON.parse(manifest) as { version?: string }).version ?? null);
}

/** The changesets added or edited since the base, through the changeset CLI (which also validates them). */
function changesetsSince(base: string): ChangesetSince[] {
  const scratch = mkdtempSync(path.join(tmpdir(), "changeset-status-"));
  const output = path.join(scratch, "status.json");
  try {
    const run = spawnSync(
      process.execPath,
      [CHANGESET_BIN, "status", `--since=${base}`, `--output=${output}`],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "1" },
      },
    );
    const said = `${run.stdout}${run.stderr}`;
    if (run.status === 0 && existsSync(output)) {
      return (JSON.parse(readFileSync(output, "utf8")) as { changesets: ChangesetSince[] }).changesets;
    }
    // The CLI refuses when packages changed and no changeset at all was added; each package is judged below.
    if (run.status === 1 && said.includes("no changesets were found")) return [];
    return fail([`changeset status --since=${base} failed:`, said.trim()]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const config = readChangesetConfig(
  JSON.parse(readFileSync(path.join(root, ".changeset/config.json"), "utf8")),
);
const candidates = baseCandidates(config.baseBranch, option("--base") ?? process.env.CHANGESET_BASE);
const base = candidates.find((ref) => git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]) !== null);
if (!base) {
  // A checkout with no main line to compare with (a CI that checks out one commit alone) cannot tell what changed:
  // it says so and passes, as the dependency report does for an audit it cannot reach. --strict fails instead.
  const lines = [
    `Changeset check: NOT CHECKED. None of ${candidates.join(", ")} exists here, so nothing says where this ` +
      `branch left ${config.baseBranch}. Fetch it (git fetch origin ${config.baseBranch}) or name it: --base <ref>.`,
  ];
  if (process.argv.includes("--strict")) fail(lines);
  for (const line of lines) console.log(line);
  process.exit(0);
}
const mergeBase = git(["merge-base", base, "HEAD"]);
if (!mergeBase) {
  fail([
    `Changeset check: HEAD and ${base} share no commit here. In a shallow clone, fetch their history ` +
      `(git fetch --unshallow, or a deeper fetch of ${base}).`,
  ]);
}
// As changesets does: committed changes since the merge base and the working tree's changes to tracked files.
const files = (git(["diff", "--name-only", "--no-relative", mergeBase]) ?? "").split("\n").filter(Boolean);
const changed = versionedChangedPackages(files, workspacePackages(), config);
const changesets = changed.length > 0 ? changesetsSince(base) : [];
const versions = new Map(
  changed.map((pkg) => {
    const now = (
      JSON.parse(readFileSync(path.join(root, pkg.dir, "package.json"), "utf8")) as { version: string }
    ).version;
    return [pkg.name, { before: versionAt(mergeBase, pkg.dir), now }] as const;
  }),
);
const verdicts = judgeChangedPackages(changed, changesets, versions);

const shortBase = execFileSync("git", ["rev-parse", "--short", mergeBase], {
  cwd: root,
  encoding: "utf8",
}).trim();
console.log(
  `Changeset check: packages changed since ${base} (left at ${shortBase}): ${String(changed.length)}`,
);
for (const verdict of verdicts) {
  console.log(`  ${verdict.covered ? "ok     " : "MISSING"} ${verdict.name}: ${verdict.detail}`);
}
const missing = verdicts.filter((verdict) => verdict.covered === null);
if (missing.length > 0) {
  fail([
    `${String(missing.length)} changed package(s) without a changeset: ${missing.map((m) => m.name).join(", ")}.`,
    "Add one with `pnpm changeset` (patch level, one or two sentences a consumer would want to read), or",
    "`pnpm changeset add --empty` when the change needs no release. Like changesets, the check sees a new",
    "changeset once git knows it: git add .changeset/<name>.md (or commit it).",
  ]);
}
