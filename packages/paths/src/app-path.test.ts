import { describe, expect, it } from "vitest";
import { isAppPath, withAppBase, withoutAppBase } from "./app-path.ts";
import { HOSTILE_PATHS } from "./hostile-paths.ts";

describe("isAppPath", () => {
  it.each([
    "/",
    "/ledgers",
    "/ledgers?page=2#abc",
    "/food/12",
    "/trip/3?trip=eyJ9",
    "/checkout/7?returnTo=%2F%2Fnot-followed",
    "/add-card?returnTo=%2Fcheckout%2F4&returnToImmediate=true",
  ])("keeps %s", (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "ledgers",
    "",
    " /ledgers",
  ])("S-06 refuses %j, which would leave the app", (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});

describe("isAppPath against hostile values", () => {
  it("D-01 the corpus holds at least 30 values", () => {
    expect(HOSTILE_PATHS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE_PATHS)("D-01 F-160 refuses %j as a next URL or returnTo", (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});

describe("withAppBase / withoutAppBase", () => {
  it("R-01 adds and removes the /app base", () => {
    expect(withAppBase("/")).toBe("/app/");
    expect(withAppBase("/start")).toBe("/app/start");
    expect(withoutAppBase("/app/ledgers?page=2")).toBe("/ledgers?page=2");
    expect(withoutAppBase("/app")).toBe("/");
    expect(withoutAppBase("/apples")).toBeNull();
  });
});
