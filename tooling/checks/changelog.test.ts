import { describe, expect, it } from "vitest";
import { getDependencyReleaseLine, getReleaseLine } from "./changelog.ts";

describe("the changelog lines changeset version writes", () => {
  it("writes a changeset as one list item, without its commit, with later lines and paragraphs under the bullet", async () => {
    const summary =
      "A 2xx answer that breaks the contract\nrejects with `ContractError`.\n\nBreaking for root imports.";
    await expect(
      getReleaseLine({ id: "api-client-surface", summary, commit: "0a05cf2abcdef" }),
    ).resolves.toBe(
      "- A 2xx answer that breaks the contract\n  rejects with `ContractError`.\n\n  Breaking for root imports.",
    );
  });

  it("lists the updated workspace dependencies once, by name, however many changesets bumped them", async () => {
    const changesets = [1, 2, 3].map((n) => ({ id: `c${n}`, summary: "x", commit: `${n}` }));
    const line = await getDependencyReleaseLine(changesets, [
      { name: "@tandem/validation", newVersion: "0.2.0" },
      { name: "@tandem/api-client", newVersion: "0.2.0" },
    ]);
    expect(line).toBe("- Updated dependencies:\n  - @tandem/api-client@0.2.0\n  - @tandem/validation@0.2.0");
  });

  it("writes nothing about dependencies when none was released", async () => {
    await expect(getDependencyReleaseLine([{ id: "c", summary: "x" }], [])).resolves.toBe("");
  });
});
