// The command itself, run as the test command runs it, against a stand-in pnpm on PATH and a registry on loopback:
// its exit code is what decides whether the test command passes.
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const COMMAND = path.join(import.meta.dirname, "dependency-check.ts");
let folder: string;
let registry: Server;

beforeAll(async () => {
  registry = createServer((_request, response) => response.end("{}"));
  await new Promise<void>((resolve) => registry.listen(0, "127.0.0.1", resolve));
  const { port } = registry.address() as AddressInfo;
  folder = mkdtempSync(path.join(tmpdir(), "dependency-check-"));
  const outdated = JSON.stringify({
    "@tanstack/react-query": {
      current: "5.108.0",
      latest: "5.108.4",
      dependentPackages: [{ name: "@tandem/commerce" }],
    },
  });
  writeFileSync(
    path.join(folder, "pnpm"),
    [
      "#!/bin/sh",
      `case "$1" in`,
      `  config) echo "http://127.0.0.1:${String(port)}/" ;;`,
      `  outdated) echo '${outdated}'; exit 1 ;;`,
      `  audit) echo '{"metadata":{"vulnerabilities":{"low":0,"moderate":0,"high":0,"critical":0}}}' ;;`,
      "esac",
    ].join("\n"),
  );
  chmodSync(path.join(folder, "pnpm"), 0o755);
});

afterAll(() => {
  registry.close();
  rmSync(folder, { recursive: true, force: true });
});

function check(...args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [COMMAND, ...args],
      { env: { ...process.env, PATH: `${folder}${path.delimiter}${process.env.PATH ?? ""}` } },
      (error, stdout) => {
        resolve({ code: error ? Number(error.code) : 0, stdout });
      },
    );
  });
}

describe("the dependency check command", () => {
  it("exits 0 with a newer patch release on the registry in the test command's --report mode, printing it behind", async () => {
    const { code, stdout } = await check("--report");
    expect(stdout).toMatch(/@tanstack\/react-query\s+5\.108\.0\s+5\.108\.4.*BEHIND/);
    expect(stdout).toContain("Dependency check passed.");
    expect(code).toBe(0);
  });

  it("exits 1 on the same registry without --report (pnpm check:deps)", async () => {
    const { code, stdout } = await check();
    expect(stdout).toContain("Dependency check FAILED: 1 rule(s) broken.");
    expect(code).toBe(1);
  });
});
