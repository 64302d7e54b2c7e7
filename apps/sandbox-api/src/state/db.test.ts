import { describe, expect, it } from "vitest";
import { seedData } from "../seed/seed.ts";
import { Db } from "./db.ts";

describe("a data file saved before registration links existed", () => {
  it("loads with the new tables empty instead of failing", () => {
    const data = seedData(Date.now());
    const { registrationLinks: _links, registrationCodes: _codes, ...older } = data.tables;
    const db = new Db({ ...data, tables: older as typeof data.tables });
    expect(db.t.registrationLinks.rows).toEqual([]);
    expect(db.t.registrationCodes.rows).toEqual([]);
    expect(db.t.members.rows.length).toBe(data.tables.members.length);
  });
});
