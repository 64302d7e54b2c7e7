import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isEligible } from "../domain/offerings.ts";
import { seedData } from "../seed/seed.ts";
import { toTime } from "./clock.ts";
import { openStore } from "./open-store.ts";

const NOW = Date.parse("2026-11-20T18:00:00Z");
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A data file as the sandbox wrote it before memberships: each member's organisations as a list of names. */
function olderDataFile(): string {
  const data = seedData(NOW);
  const members = data.tables.members as unknown as Record<string, unknown>[];
  for (const member of members) {
    const memberships = member.memberships as { organization: string; status: string }[];
    member.organizations = memberships
      .filter((row) => row.status === "verified")
      .map((row) => row.organization);
    delete member.memberships;
  }
  // A member who signed up after seeding and named Home Forward themselves.
  const signedUp = { ...members[0], id: 9_999, phone: "15035550169", createdAt: toTime(NOW + 3_600_000) };
  members.push({ ...signedUp, organizations: ["Home Forward"] });
  dir = mkdtempSync(path.join(tmpdir(), "tandem-memberships-"));
  const file = path.join(dir, "sandbox.json");
  writeFileSync(file, JSON.stringify(data));
  return file;
}

describe("a data file saved before memberships", () => {
  it("loads: the seed's organisations as verified memberships, a signed-up member's own as unverified", () => {
    const store = openStore({ file: olderDataFile(), nowMs: NOW + 7_200_000 });
    const { members, offerings } = store.db.t;
    const box = offerings.find((offering) => offering.eligibleOrganization === "Home Forward");
    const lucia = members.find((member) => member.phone === "15035550158");
    const signedUp = members.get(9_999);
    if (!box || !lucia || !signedUp) throw new Error("seed incomplete");
    expect(lucia.memberships).toMatchObject([{ organization: "Home Forward", status: "verified" }]);
    expect(isEligible(lucia, box)).toBe(true);
    expect(signedUp.memberships).toMatchObject([{ organization: "Home Forward", status: "unverified" }]);
    expect(isEligible(signedUp, box)).toBe(false);
    expect(signedUp).not.toHaveProperty("organizations");
  });
});
