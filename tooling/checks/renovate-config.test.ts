// renovate.json, checked as Renovate would read it: against Renovate's published JSON schema (renovate-schema.json,
// taken from the `renovate` package on npm, version in its title), plus the repository's own rules for it.
import { Ajv } from "ajv";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogNames, devOnly, matchesGlob, workspaceManifests } from "./renovate-rules.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));
const schema = read("tooling/checks/renovate-schema.json") as {
  title: string;
  properties: Record<string, unknown>;
  definitions: { packageRules: { items: { allOf: { properties: Record<string, unknown> }[] } } };
};
const config = read("renovate.json") as Record<string, unknown> & {
  packageRules: ({ groupName?: string; matchPackageNames?: string[]; matchUpdateTypes?: string[] } & Record<
    string,
    unknown
  >)[];
};
const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);

const catalog = catalogNames(readFileSync(path.join(ROOT, "pnpm-workspace.yaml"), "utf8"));
const folders = Object.fromEntries(
  ["apps", "packages", "tooling"].map((dir) => [dir, readdirSync(path.join(ROOT, dir))]),
);
const manifests = workspaceManifests(ROOT, folders);
const names = (rule: { matchPackageNames?: string[] }) => rule.matchPackageNames ?? [];

describe("the Renovate configuration", () => {
  it(`is valid against Renovate's schema (${schema.title.replace(/ config files.*/, "")})`, () => {
    expect(validate(config), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it("the schema check refuses what Renovate would refuse", () => {
    expect(validate({ ...config, rangeStrategy: "sometimes" })).toBe(false);
    expect(validate({ ...config, packageRules: "react" })).toBe(false);
    expect(validate({ ...config, lockFileMaintenance: { enabled: "yes" } })).toBe(false);
  });

  it("names only options Renovate knows, at the top and in each package rule", () => {
    // A package rule takes its own matchers and any option a configuration may set.
    const ruleOptions = Object.assign(
      { ...schema.properties },
      ...schema.definitions.packageRules.items.allOf.map((part) => part.properties),
    ) as Record<string, unknown>;
    expect(Object.keys(config).filter((key) => key !== "$schema" && !(key in schema.properties))).toEqual([]);
    expect(
      config.packageRules.flatMap((rule) => Object.keys(rule).filter((key) => !(key in ruleOptions))),
    ).toEqual([]);
  });

  it("groups the React, TanStack, Storybook, Vite and Vitest, Lingui and lint families", () => {
    expect(config.packageRules.map((rule) => rule.groupName)).toEqual(
      expect.arrayContaining(["React", "TanStack", "Storybook", "Vite and Vitest", "Lingui", "lint"]),
    );
  });

  it("puts every dev-only tool of the catalog in the weekly patch-and-minor group or in a family", () => {
    const [weekly, ...families] = config.packageRules;
    expect(weekly?.matchUpdateTypes).toEqual(["patch", "minor"]);
    const inFamily = (name: string) =>
      families.some((rule) => names(rule).some((glob) => matchesGlob(name, glob)));
    const expected = devOnly(catalog, manifests).filter((name) => !inFamily(name));
    expect([...names(weekly ?? {})].sort()).toEqual(expected);
  });

  it("names no package the catalog does not have", () => {
    const unknown = config.packageRules.flatMap((rule) =>
      names(rule).filter((glob) => !catalog.some((name) => matchesGlob(name, glob))),
    );
    expect(unknown).toEqual([]);
  });

  it("maintains the lockfile", () => {
    expect(config.lockFileMaintenance).toMatchObject({ enabled: true });
  });
});

describe("Renovate's package globs", () => {
  it.each([
    ["@storybook/react", "@storybook/**", true],
    ["storybook", "@storybook/**", false],
    ["eslint-plugin-react-hooks", "eslint-plugin-*", true],
    ["eslint", "eslint-plugin-*", false],
    ["vite", "vite", true],
    ["vite-plugin-pwa", "vite", false],
  ])("%s against %s: %s", (name, glob, matches) => {
    expect(matchesGlob(name, glob)).toBe(matches);
  });
});
