import { describe, expect, it } from "vitest";
import { advisoryCount, judgeOutdated, table } from "./dependency-rules.ts";

const behind = (current: string, latest: string) => ({
  current,
  latest,
  dependentPackages: [{ name: "@tandem/member-web" }],
});

describe("the dependency check", () => {
  it("passes when no production dependency is behind and no exception is kept", () => {
    expect(judgeOutdated({}, {})).toEqual({
      rows: [["package", "installed", "latest", "used by", "verdict"]],
      broken: 0,
    });
  });

  it("fails a production dependency behind its latest release without an exception", () => {
    const { rows, broken } = judgeOutdated({ "react-router": behind("8.1.0", "8.2.0") }, {});
    expect(broken).toBe(1);
    expect(rows[1]).toEqual(["react-router", "8.1.0", "8.2.0", "@tandem/member-web", "BEHIND, no exception"]);
  });

  it("keeps one behind on purpose when the exception pins the installed version, with its reason", () => {
    const { rows, broken } = judgeOutdated(
      { "maplibre-gl": behind("6.0.0", "6.1.0") },
      { "maplibre-gl": { version: "6.0.0", reason: "6.1 drops WebGL 1" } },
    );
    expect(broken).toBe(0);
    expect(rows[1]?.[4]).toBe("kept: 6.1 drops WebGL 1");
  });

  it("fails when the installed version moved away from the one the exception pins", () => {
    const { rows, broken } = judgeOutdated(
      { "maplibre-gl": behind("6.0.1", "6.1.0") },
      { "maplibre-gl": { version: "6.0.0", reason: "6.1 drops WebGL 1" } },
    );
    expect(broken).toBe(1);
    expect(rows[1]?.[4]).toBe("BEHIND, exception pins 6.0.0");
  });

  it("in report mode prints what is behind, kept or stale and breaks no rule", () => {
    const { rows, broken } = judgeOutdated(
      { "react-router": behind("8.1.0", "8.2.0"), "maplibre-gl": behind("6.0.0", "6.1.0") },
      {
        "maplibre-gl": { version: "6.0.0", reason: "6.1 drops WebGL 1" },
        zod: { version: "4.0.0", reason: "old" },
      },
      { mode: "report" },
    );
    expect(broken).toBe(0);
    expect(rows.slice(1).map((row) => row[4])).toEqual([
      "kept: 6.1 drops WebGL 1",
      "BEHIND, no exception (reported)",
      "STALE exception in dependency-exceptions.json: not behind any more, remove it (reported)",
    ]);
  });

  it("fails a stale exception for a dependency that is not behind any more", () => {
    const { rows, broken } = judgeOutdated({}, { zod: { version: "4.0.0", reason: "old" } });
    expect(broken).toBe(1);
    expect(rows[1]).toEqual([
      "zod",
      "-",
      "-",
      "-",
      "STALE exception in dependency-exceptions.json: not behind any more, remove it",
    ]);
  });

  it("counts advisories of every level in an audit report, and knows a non-report from a clean one", () => {
    expect(
      advisoryCount({ metadata: { vulnerabilities: { low: 0, moderate: 0, high: 0, critical: 0 } } }),
    ).toBe(0);
    expect(
      advisoryCount({ metadata: { vulnerabilities: { low: 1, moderate: 0, high: 2, critical: 0 } } }),
    ).toBe(3);
    expect(advisoryCount({ error: { code: "ERR_PNPM_AUDIT_BAD_RESPONSE" } })).toBeNull();
    expect(advisoryCount(null)).toBeNull();
  });

  it("prints aligned columns", () => {
    expect(
      table([
        ["a", "bb"],
        ["ccc", "d"],
      ]),
    ).toBe("a    bb\nccc  d");
  });
});
