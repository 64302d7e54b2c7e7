import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { allMessages } from "./testing/all-catalogs.ts";

// The catalogs must be complete and in step with the code (E-04). Both checks are Lingui's own, run as a
// developer would: `lingui check missing --mode catalog` (a Spanish msgstr is empty, before any fallback to
// English) and `lingui check sync --clean` (extracting now would change a catalog: a message in code lacks an
// id in the catalogs, or the catalogs keep a message the code no longer has). Fix with
// `pnpm --filter @tandem/i18n extract`, then translate.
const root = path.resolve(import.meta.dirname, "..");
// Each check is a Lingui run over every package's source: under a minute on a quiet machine, well over one when the
// machine is busy with the other packages' tests. The ceiling only catches a hang.
const CHECK_TIMEOUT_MS = 180_000;
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve("@lingui/cli")), "lingui.js");

async function lingui(...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args, "--verbose"], {
      cwd: root,
    });
    return { passed: true, output: stdout };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { passed: false, output: `${stdout}${stderr}` };
  }
}

// The invisible markdown marker a compiled message starts with, if any (contract §1.4).
function marker(message: Messages[string] | undefined): string {
  const first = typeof message === "string" ? message : message?.[0];
  return typeof first === "string" ? (/^[\u200C\u200D]/.exec(first)?.[0] ?? "") : "";
}

describe("catalogs", () => {
  it(
    "E-04 every id has a Spanish (and an English) message",
    async () => {
      const { passed, output } = await lingui("check", "missing", "--mode", "catalog");
      expect(output).toContain("missing");
      expect(passed, `${output}\nFill in these messages in the catalogs of src/locales/es/.`).toBe(true);
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    "E-04 extraction is clean: every message in code has its id in the catalogs, and no other id is there",
    async () => {
      const { passed, output } = await lingui("check", "sync", "--clean");
      expect(output).toContain("sync");
      expect(
        passed,
        `${output}\nRun \`pnpm --filter @tandem/i18n extract\`, then translate the new ids.`,
      ).toBe(true);
    },
    CHECK_TIMEOUT_MS,
  );

  it("E-04 a markdown message stays markdown in Spanish (same invisible marker)", async () => {
    const [english, spanish] = await Promise.all([allMessages("en"), allMessages("es")]);
    const differing = Object.keys(english).filter((id) => marker(english[id]) !== marker(spanish[id]));
    expect(Object.values(english).filter((message) => marker(message) !== "").length).toBeGreaterThan(0);
    expect(differing).toEqual([]);
  });
});
