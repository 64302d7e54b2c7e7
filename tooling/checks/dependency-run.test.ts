import { describe, expect, it } from "vitest";
import type { Outdated } from "./dependency-rules.ts";
import { runDependencyCheck, type PnpmRun } from "./dependency-run.ts";

const ok = (stdout: string): PnpmRun => ({ code: 0, stdout, stderr: "", timedOut: false });

/** A registry where react-query has a newer patch release than the lockfile's. */
const newerPatch: Record<string, Outdated> = {
  "@tanstack/react-query": {
    current: "5.108.0",
    latest: "5.108.4",
    dependentPackages: [{ name: "@tandem/commerce" }],
  },
};
const cleanAudit = JSON.stringify({
  metadata: { vulnerabilities: { low: 0, moderate: 0, high: 0, critical: 0 } },
});

function fakePnpm(answers: { outdated?: PnpmRun; audit?: PnpmRun }) {
  const calls: string[] = [];
  return {
    calls,
    pnpm: (args: string[]) => {
      calls.push(args.join(" "));
      if (args[0] === "config") return Promise.resolve(ok("https://registry.example/\n"));
      if (args[0] === "outdated") return Promise.resolve(answers.outdated ?? ok("{}"));
      return Promise.resolve(answers.audit ?? ok(cleanAudit));
    },
  };
}

async function run(mode: "strict" | "report", answers: Parameters<typeof fakePnpm>[0], registryDown = false) {
  const lines: string[] = [];
  const { pnpm, calls } = fakePnpm(answers);
  const code = await runDependencyCheck({
    mode,
    exceptions: {},
    pnpm,
    registryProblem: () =>
      Promise.resolve(registryDown ? "https://registry.example/ could not be reached" : null),
    log: (line) => lines.push(line),
  });
  return { code, output: lines.join("\n"), calls };
}

describe("the dependency check in the test command (report mode)", () => {
  it("prints a newer patch release on the registry as behind and passes", async () => {
    const { code, output } = await run("report", { outdated: ok(JSON.stringify(newerPatch)) });
    expect(output).toMatch(
      /@tanstack\/react-query\s+5\.108\.0\s+5\.108\.4.*BEHIND, no exception \(reported\)/,
    );
    expect(output).toContain("Dependency check passed.");
    expect(code).toBe(0);
  });

  it("fails on a published advisory against a production dependency", async () => {
    const audit = ok(
      JSON.stringify({ metadata: { vulnerabilities: { low: 0, moderate: 1, high: 1, critical: 0 } } }),
    );
    const { code, output } = await run("report", { audit });
    expect(output).toContain("pnpm audit --prod: 0 low, 1 moderate, 1 high, 0 critical");
    expect(output).toContain("Dependency check FAILED: 2 rule(s) broken.");
    expect(code).toBe(1);
  });

  it("says the advisories were not checked when the audit endpoint does not answer, and passes", async () => {
    const audit: PnpmRun = {
      code: 1,
      stdout: "",
      stderr: "ERR_PNPM_AUDIT_BAD_RESPONSE responded with 405",
      timedOut: false,
    };
    const { code, output } = await run("report", { audit });
    expect(output).toContain("NOT CHECKED: known advisories");
    expect(code).toBe(0);
  });

  it("asks nothing more of a registry that cannot be reached, says so and passes", async () => {
    const { code, output, calls } = await run("report", {}, true);
    expect(output).toContain("NOT CHECKED: outdated production dependencies and known advisories.");
    expect(calls).toEqual(["config get registry"]);
    expect(code).toBe(0);
  });
});

describe("pnpm check:deps (strict mode)", () => {
  it("fails on the same newer patch release, for whoever asks for the strict verdict", async () => {
    const { code, output } = await run("strict", { outdated: ok(JSON.stringify(newerPatch)) });
    expect(output).toMatch(/@tanstack\/react-query.*BEHIND, no exception$/m);
    expect(output).toContain("Dependency check FAILED: 1 rule(s) broken.");
    expect(code).toBe(1);
  });

  it("passes when everything is at its latest release and no advisory is known", async () => {
    const { code, output } = await run("strict", {});
    expect(output).toContain("Every production dependency is at its latest release.");
    expect(code).toBe(0);
  });
});
