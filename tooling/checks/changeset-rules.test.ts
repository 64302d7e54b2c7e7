import { describe, expect, it } from "vitest";
import { baseCandidates, packageOfFile, readChangesetConfig, workspaceGlobs } from "./changeset-rules.ts";

describe("the changeset check's rules", () => {
  it("reads this repository's pnpm-workspace.yaml globs and stops at the next key", () => {
    const yaml =
      'packages:\n  - apps/*\n  - "packages/*"\n  - tooling/* # presets\n\ncatalog:\n  - not-a-package\n';
    expect(workspaceGlobs(yaml)).toEqual(["apps/*", "packages/*", "tooling/*"]);
  });

  it("compares with origin/main before a local main, and only with the ref it is given when one is", () => {
    expect(baseCandidates("main", undefined)).toEqual(["origin/main", "main"]);
    expect(baseCandidates("main", "release-base")).toEqual(["release-base"]);
  });

  it("takes changesets' defaults for what the config leaves out", () => {
    expect(readChangesetConfig({})).toEqual({ baseBranch: "main", ignore: [], versionPrivatePackages: true });
    expect(readChangesetConfig({ privatePackages: false }).versionPrivatePackages).toBe(false);
  });

  it("puts a file in the deepest package folder that holds it, and a folder's namesake in none", () => {
    const packages = [
      { name: "@x/ui", dir: "packages/ui", private: true },
      { name: "@x/ui-kit", dir: "packages/ui/kit", private: true },
    ];
    expect(packageOfFile("packages/ui/kit/src/a.ts", packages)?.name).toBe("@x/ui-kit");
    expect(packageOfFile("packages/ui/README.md", packages)?.name).toBe("@x/ui");
    expect(packageOfFile("packages/ui-extra/a.ts", packages)).toBeUndefined();
  });
});
