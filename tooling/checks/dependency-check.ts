// Production dependencies against their latest releases (`pnpm outdated --prod -r`), then `pnpm audit --prod`
// where the registry's audit endpoint answers. Two modes:
//   node tooling/checks/dependency-check.ts            strict (`pnpm check:deps`): a dependency behind its latest
//                                                      release fails unless dependency-exceptions.json keeps it
//   node tooling/checks/dependency-check.ts --report   the test command: what is behind is printed and passes,
//                                                      so the verdict never depends on what others published today
// In both, a published advisory against a production dependency fails, and a registry or audit endpoint that does
// not answer is said plainly and passes.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Exception } from "./dependency-rules.ts";
import { runDependencyCheck, type PnpmRun } from "./dependency-run.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const EXCEPTIONS_FILE = "dependency-exceptions.json";
const PNPM_TIMEOUT_MS = 120_000;
const PING_TIMEOUT_MS = 10_000;

function pnpm(args: string[]): Promise<PnpmRun> {
  return new Promise((resolve) => {
    execFile(
      "pnpm",
      args,
      { cwd: ROOT, timeout: PNPM_TIMEOUT_MS, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const failure = error as
          (NodeJS.ErrnoException & { code?: number | string; killed?: boolean }) | null;
        resolve({
          code: failure ? (typeof failure.code === "number" ? failure.code : null) : 0,
          stdout,
          stderr,
          timedOut: Boolean(failure?.killed),
        });
      },
    );
  });
}

async function registryProblem(registry: string): Promise<string | null> {
  try {
    const answer = await fetch(new URL("-/ping", registry), { signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
    return answer.status < 500 ? null : `${registry} answered ${String(answer.status)}`;
  } catch (error) {
    return `${registry} could not be reached (${error instanceof Error ? error.message : String(error)})`;
  }
}

const exceptions = JSON.parse(readFileSync(path.join(ROOT, EXCEPTIONS_FILE), "utf8")) as Record<
  string,
  Exception
>;
delete exceptions.$comment;
process.exitCode = await runDependencyCheck({
  mode: process.argv.includes("--report") ? "report" : "strict",
  exceptions,
  exceptionsFile: EXCEPTIONS_FILE,
  pnpm,
  registryProblem,
  log: (line) => {
    console.log(line);
  },
});
