import { describe, expect, it } from "vitest";
import { layerProblems } from "./layer-rules.js";

const pkg = (name, dependencies = {}, devDependencies = {}) => ({ name, dependencies, devDependencies });

describe("the dependency-direction check", () => {
  it("passes the packages as the layer table allows them", () => {
    expect(
      layerProblems([
        {
          group: "packages",
          pkg: pkg("@tandem/commerce", { "@tandem/ui": "workspace:*", react: "catalog:" }),
        },
        { group: "packages", pkg: pkg("@tandem/ui", {}, { "@tandem/eslint-config": "workspace:*" }) },
        { group: "tooling", pkg: pkg("@tandem/checks", {}, { vitest: "catalog:" }) },
      ]),
    ).toEqual([]);
  });

  it("fails a domain package that depends on another domain package", () => {
    expect(
      layerProblems([
        { group: "packages", pkg: pkg("@tandem/commerce", { "@tandem/account": "workspace:*" }) },
      ]),
    ).toEqual(["@tandem/commerce (domain) may not depend on @tandem/account"]);
  });

  it("fails a foundation package that reaches up, even as a dev dependency", () => {
    expect(
      layerProblems([{ group: "packages", pkg: pkg("@tandem/i18n", {}, { "@tandem/ui": "workspace:*" }) }]),
    ).toEqual(["@tandem/i18n (foundation) may not depend on @tandem/ui"]);
  });

  it("fails a package missing from the table, and tooling that depends on a workspace package", () => {
    expect(
      layerProblems([
        { group: "packages", pkg: pkg("@tandem/rewards") },
        { group: "tooling", pkg: pkg("@tandem/checks", {}, { "@tandem/tsconfig": "workspace:*" }) },
      ]),
    ).toEqual([
      "@tandem/rewards: not in the layer table (tooling/eslint/layers.js)",
      "@tandem/checks: tooling may not depend on @tandem/tsconfig",
    ]);
  });
});
