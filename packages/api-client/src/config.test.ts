import { describe, expect, it } from "vitest";
import { resolveApiBase } from "./config.ts";

describe("resolveApiBase", () => {
  it("A-06 uses the same origin for '/'", () => {
    expect(resolveApiBase("/")).toBe("/api/v1/");
  });

  it("A-06 uses the local development host on port 22001 when unset", () => {
    expect(resolveApiBase(undefined)).toBe("http://localhost:22001/api/v1/");
    expect(resolveApiBase("")).toBe("http://localhost:22001/api/v1/");
  });

  it("A-06 appends /api/v1 to a configured host, trailing slash or not", () => {
    expect(resolveApiBase("https://api.example.org/")).toBe("https://api.example.org/api/v1/");
  });
});
