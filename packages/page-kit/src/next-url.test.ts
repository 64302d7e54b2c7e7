import { describe, expect, it, vi } from "vitest";
import { rememberNextUrl, takeNextUrl } from "./next-url.ts";

describe("next URL", () => {
  it("S-06 keeps the requested path in session storage and gives it back once", () => {
    rememberNextUrl("/ledgers?ledger=3");
    expect(JSON.parse(window.sessionStorage.getItem("next-url") ?? "null")).toBe("/ledgers?ledger=3");
    expect(takeNextUrl()).toBe("/ledgers?ledger=3");
    expect(takeNextUrl()).toBeNull();
  });

  it.each(["//evil.example/x", "https://evil.example", "/\\evil.example"])("D-01 refuses %j", (path) => {
    rememberNextUrl(path);
    expect(takeNextUrl()).toBeNull();
  });

  it("F-020 falls back when the stored value is corrupt, and logs why", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    window.sessionStorage.setItem("next-url", "{not json");
    expect(takeNextUrl()).toBeNull();
    expect(log).toHaveBeenCalledWith("storage: could not read next-url", expect.any(SyntaxError));
  });
});
