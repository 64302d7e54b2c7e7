import { describe, expect, it } from "vitest";
import { Db, DATA_VERSION, emptyTables } from "../state/db.ts";
import { CODE_TTL_MS, checkCode, issueCode, MAX_ATTEMPTS } from "./otp.ts";

const PHONE = "15035550142";
const db = () =>
  new Db({ version: DATA_VERSION, seededAt: "2025-01-01T00:00:00.000+00:00", tables: emptyTables() });
const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

describe("sign-in codes", () => {
  it("A-15 issues six digits that work once", () => {
    const state = db();
    const code = issueCode(state, PHONE, 0);
    expect(code).toMatch(/^\d{6}$/);
    expect(checkCode(state, PHONE, code, 1000)).toBe(true);
    expect(checkCode(state, PHONE, code, 2000)).toBe(false);
  });

  it("expires a code after 15 minutes and when a new one is sent", () => {
    const state = db();
    const old = issueCode(state, PHONE, 0);
    expect(checkCode(state, PHONE, old, CODE_TTL_MS + 1)).toBe(false);
    const first = issueCode(state, PHONE, 0);
    const second = issueCode(state, PHONE, 10);
    if (first !== second) expect(checkCode(state, PHONE, first, 20)).toBe(false);
    expect(checkCode(state, PHONE, second, 30)).toBe(true);
  });

  it("F-046 spends the code after five wrong tries, so a fresh code is needed", () => {
    const state = db();
    const code = issueCode(state, PHONE, 0);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1)
      expect(checkCode(state, PHONE, wrong(code), 10)).toBe(false);
    expect(checkCode(state, PHONE, code, 20)).toBe(false);
    const fresh = issueCode(state, PHONE, 30);
    expect(checkCode(state, PHONE, fresh, 40)).toBe(true);
  });
});
