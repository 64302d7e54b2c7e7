// The changeset check as the test command runs it, against throwaway git repositories: a real git, the real
// changeset CLI, a workspace of two versioned packages (one private) and one ignored tooling package.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const COMMAND = path.join(import.meta.dirname, "changeset-check.ts");
const CHANGESET_BIN = createRequire(import.meta.url).resolve("@changesets/cli/bin.js");
const folders: string[] = [];
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "Check",
  GIT_AUTHOR_EMAIL: "check@example.org",
  GIT_COMMITTER_NAME: "Check",
  GIT_COMMITTER_EMAIL: "check@example.org",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
};

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = GIT_ENV) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

function git(cwd: string, ...args: string[]): string {
  const result = run(cwd, "git", args);
  if (result.code !== 0) throw new Error(`git ${args.join(" ")}: ${result.out}`);
  return result.out;
}

function write(repo: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
}

function manifest(name: string, extra: Record<string, unknown> = {}) {
  return `${JSON.stringify({ name, version: "0.1.0", ...extra }, null, 2)}\n`;
}

/** A repository on `main` with one commit: @demo/a (public), @demo/b (private), @demo/tool (ignored). */
function repository(): string {
  const repo = mkdtempSync(path.join(tmpdir(), "changeset-check-"));
  folders.push(repo);
  write(repo, "package.json", manifest("demo", { private: true }));
  write(repo, "pnpm-workspace.yaml", "packages:\n  - packages/*\n  - tooling/*\n");
  write(
    repo,
    ".changeset/config.json",
    JSON.stringify({
      changelog: false,
      format: false,
      commit: false,
      access: "restricted",
      baseBranch: "main",
      updateInternalDependencies: "patch",
      privatePackages: { version: true, tag: false },
      ignore: ["@demo/tool"],
    }),
  );
  write(repo, "packages/a/package.json", manifest("@demo/a"));
  write(repo, "packages/a/index.js", "export const a = 1;\n");
  write(repo, "packages/b/package.json", manifest("@demo/b", { private: true }));
  write(repo, "packages/b/index.js", "export const b = 1;\n");
  write(repo, "tooling/tool/package.json", manifest("@demo/tool", { private: true }));
  write(repo, "README.md", "# demo\n");
  git(repo, "init", "--quiet", "--initial-branch=main");
  git(repo, "add", "-A");
  git(repo, "commit", "--quiet", "-m", "start");
  return repo;
}

function changeset(repo: string, id: string, releases: Record<string, string>, summary = "A change.") {
  const lines = Object.entries(releases).map(([name, type]) => `"${name}": ${type}`);
  write(repo, `.changeset/${id}.md`, `---\n${lines.join("\n")}\n---\n\n${summary}\n`);
}

function commitOnBranch(repo: string, branch: string, edit: () => void) {
  git(repo, "switch", "--quiet", "-c", branch);
  edit();
  git(repo, "add", "-A");
  git(repo, "commit", "--quiet", "-m", branch);
}

function check(repo: string, ...args: string[]) {
  return run(repo, process.execPath, [COMMAND, "--cwd", repo, ...args], { ...GIT_ENV, CHANGESET_BASE: "" });
}

// Each case makes a git repository and runs the real changeset CLI two or three times: about a second alone, but more
// than vitest's 5 s default while turbo runs every package's tests at once on two cores. The ceiling catches a hang.
describe("the changeset check", { timeout: 60_000 }, () => {
  it("passes on main itself, with pending changesets and nothing changed since main", () => {
    const repo = repository();
    changeset(repo, "pending", { "@demo/a": "patch" });
    git(repo, "add", "-A");
    git(repo, "commit", "--quiet", "-m", "pending changeset");
    const result = check(repo);
    expect(result.out).toContain("packages changed since main");
    expect(result.code).toBe(0);
  });

  it("fails a branch that changed a package without a changeset, naming the package", () => {
    const repo = repository();
    commitOnBranch(repo, "change-a", () => write(repo, "packages/a/index.js", "export const a = 2;\n"));
    const result = check(repo);
    expect(result.out).toContain("MISSING @demo/a");
    expect(result.out).toContain("1 changed package(s) without a changeset: @demo/a.");
    expect(result.code).toBe(1);
  });

  it("passes the same branch once a changeset names the package", () => {
    const repo = repository();
    commitOnBranch(repo, "change-a", () => {
      write(repo, "packages/a/index.js", "export const a = 2;\n");
      changeset(repo, "a-two", { "@demo/a": "patch" });
    });
    const result = check(repo);
    expect(result.out).toContain("ok      @demo/a: .changeset/a-two.md");
    expect(result.code).toBe(0);
  });

  it("counts a changeset once git knows it (staged, not yet committed), not while it is untracked", () => {
    const repo = repository();
    git(repo, "switch", "--quiet", "-c", "work-in-progress");
    write(repo, "packages/a/index.js", "export const a = 2;\n");
    changeset(repo, "a-two", { "@demo/a": "patch" });
    const untracked = check(repo);
    expect(untracked.out).toContain("git add .changeset/<name>.md");
    expect(untracked.code).toBe(1);
    git(repo, "add", ".changeset/a-two.md");
    expect(check(repo).code).toBe(0);
  });

  it("fails a private package changed beside one with a changeset (the CLI alone accepts any changeset)", () => {
    const repo = repository();
    commitOnBranch(repo, "change-a-b", () => {
      write(repo, "packages/a/index.js", "export const a = 2;\n");
      write(repo, "packages/b/index.js", "export const b = 2;\n");
      changeset(repo, "a-two", { "@demo/a": "patch" });
    });
    const cli = run(repo, process.execPath, [CHANGESET_BIN, "status", "--since=main"]);
    expect(cli.code).toBe(0);
    const result = check(repo);
    expect(result.out).toContain("MISSING @demo/b");
    expect(result.code).toBe(1);
  });

  it("passes changes to an ignored package and to files outside the packages without a changeset", () => {
    const repo = repository();
    commitOnBranch(repo, "tooling", () => {
      write(repo, "tooling/tool/index.js", "export const tool = 1;\n");
      write(repo, "README.md", "# demo, described\n");
    });
    const result = check(repo);
    expect(result.out).toContain("packages changed since main (left at");
    expect(result.code).toBe(0);
  });

  it("passes a branch that ran changeset version: the versions moved and the changesets are consumed", () => {
    const repo = repository();
    changeset(repo, "pending", { "@demo/a": "minor", "@demo/b": "patch" });
    git(repo, "add", "-A");
    git(repo, "commit", "--quiet", "-m", "pending changeset");
    commitOnBranch(repo, "release", () => {
      expect(run(repo, process.execPath, [CHANGESET_BIN, "version"]).code).toBe(0);
    });
    expect(JSON.parse(readFileSync(path.join(repo, "packages/a/package.json"), "utf8"))).toMatchObject({
      version: "0.2.0",
    });
    const result = check(repo);
    expect(result.out).toContain("ok      @demo/a: versioned 0.1.0 → 0.2.0");
    expect(result.out).toContain("ok      @demo/b: versioned 0.1.0 → 0.1.1");
    expect(result.code).toBe(0);
  });

  it("passes a change with an empty changeset, the CLI's way to say no release is needed", () => {
    const repo = repository();
    commitOnBranch(repo, "no-release", () => {
      write(repo, "packages/a/index.js", "export const a = 2;\n");
      changeset(repo, "no-release", {});
    });
    const result = check(repo);
    expect(result.out).toContain("ok      @demo/a: .changeset/no-release.md");
    expect(result.code).toBe(0);
  });

  it("fails a changeset naming a package the workspace does not have, through the CLI's own validation", () => {
    const repo = repository();
    commitOnBranch(repo, "typo", () => {
      write(repo, "packages/a/index.js", "export const a = 2;\n");
      changeset(repo, "typo", { "@demo/aa": "patch" });
    });
    const result = check(repo);
    expect(result.out).toContain("changeset status --since=main failed");
    expect(result.code).toBe(1);
  });

  it("in a fresh clone, compares a branch with origin/main and fails it without a changeset", () => {
    const origin = repository();
    const clone = mkdtempSync(path.join(tmpdir(), "changeset-check-clone-"));
    folders.push(clone);
    git(clone, "clone", "--quiet", origin, ".");
    expect(check(clone).code).toBe(0);
    commitOnBranch(clone, "change-b", () => write(clone, "packages/b/index.js", "export const b = 2;\n"));
    const result = check(clone);
    expect(result.out).toContain("packages changed since origin/main");
    expect(result.out).toContain("MISSING @demo/b");
    expect(result.code).toBe(1);
  });

  it("says it could not check, and how to make it, when no base exists: passing, or failing with --strict", () => {
    const repo = repository();
    git(repo, "branch", "--quiet", "-m", "main", "trunk");
    const result = check(repo);
    expect(result.out).toContain("NOT CHECKED. None of origin/main, main exists here");
    expect(result.code).toBe(0);
    expect(check(repo, "--strict").code).toBe(1);
    expect(check(repo, "--base", "trunk").code).toBe(0);
  });
});
