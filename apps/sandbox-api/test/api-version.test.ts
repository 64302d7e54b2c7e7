// `--api-version`: the same sandbox speaks the spec's member API (5dd9af6c) or the programme's current one, which
// adds the contract's HEAD-only fields. The real process, started with the flag.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { spawnSandbox } from "./spawn-sandbox.ts";

const MAIN = path.resolve(import.meta.dirname, "../src/main.ts");

async function currencies(extraArgs: readonly string[]): Promise<Record<string, unknown>> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "tandem-version-")), "sandbox.json");
  const { child, origin } = await spawnSandbox(file, ["--memory", ...extraArgs]);
  try {
    const response = await fetch(`${origin}/api/v1/meta/supported_currencies`);
    return (await response.json()) as Record<string, unknown>;
  } finally {
    child.kill("SIGTERM");
  }
}

describe("--api-version", () => {
  it("answers in the spec's shape by default: a collection carries no url", async () => {
    const body = await currencies([]);
    expect(body).toMatchObject({ object: "list", current_page: 1 });
    expect(body).not.toHaveProperty("url");
  });

  it("on current, a collection names its request path (contract §1.5, HEAD only)", async () => {
    const body = await currencies(["--api-version", "current"]);
    expect(body).toMatchObject({ object: "list", url: "/api/v1/meta/supported_currencies" });
  });

  it("refuses a version it does not speak, saying which it does", async () => {
    const child = spawn(
      process.execPath,
      ["--conditions=@tandem/source", MAIN, "--memory", "--api-version", "2019"],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(2);
    expect(stderr).toContain("--api-version takes 5dd9af6c or current");
  });
});
