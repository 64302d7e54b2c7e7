import { describe, expect, it } from "vitest";
import { isAppPath, withAppBase, withoutAppBase } from "./app-path.ts";

describe("isAppPath", () => {
  it.each(["/", "/ledgers", "/ledgers?page=2#abc", "/food/12", "/trip/3?trip=eyJ9"])("keeps %s", (path) => {
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

describe("withAppBase / withoutAppBase", () => {
  it("R-01 adds and removes the /app base", () => {
    expect(withAppBase("/")).toBe("/app/");
    expect(withAppBase("/start")).toBe("/app/start");
    expect(withoutAppBase("/app/ledgers?page=2")).toBe("/ledgers?page=2");
    expect(withoutAppBase("/app")).toBe("/");
    expect(withoutAppBase("/apples")).toBeNull();
  });
});
