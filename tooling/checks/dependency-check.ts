// Production dependencies at their latest releases (`pnpm outdated --prod -r`), each exception explained and pinned
// in dependency-exceptions.json; then `pnpm audit --prod` where the registry's audit endpoint answers.
// A registry that cannot be reached is said plainly and passes: only what is in the repository can fail this check.
//   node tooling/checks/dependency-check.ts (`pnpm check:deps`)
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { advisoryCount, judgeOutdated, table, type Exception, type Outdated } from "./dependency-rules.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const EXCEPTIONS_FILE = "dependency-exceptions.json";
const OUTDATED_TIMEOUT_MS = 120_000;
const AUDIT_TIMEOUT_MS = 60_000;
const PING_TIMEOUT_MS = 10_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

function pnpm(args: string[], timeout: number): Promise<Run> {
  return new Promise((resolve) => {
    execFile("pnpm", args, { cwd: ROOT, timeout, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      const failure = error as (NodeJS.ErrnoException & { code?: number | string; killed?: boolean }) | null;
      resolve({
        code: failure ? (typeof failure.code === "number" ? failure.code : null) : 0,
        stdout,
        stderr,
        timedOut: Boolean(failure?.killed),
      });
    });
  });
}

async function registryAnswers(registry: string): Promise<string | null> {
  try {
    const answer = await fetch(new URL("-/ping", registry), { signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
    return answer.status < 500 ? null : `${registry} answered ${String(answer.status)}`;
  } catch (error) {
    return `${registry} could not be reached (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Returns the number of rules broken. */
async function checkOutdated(exceptions: Record<string, Exception>): Promise<number> {
  const run = await pnpm(["outdated", "--prod", "-r", "--format", "json"], OUTDATED_TIMEOUT_MS);
  let outdated: Record<string, Outdated>;
  try {
    if (run.timedOut) throw new Error(`no answer in ${String(OUTDATED_TIMEOUT_MS / 1000)} s`);
    outdated = JSON.parse(run.stdout || "{}") as Record<string, Outdated>;
  } catch (error) {
    console.log(
      `pnpm outdated could not ask the registry (${error instanceof Error ? error.message : String(error)}); ` +
        `${run.stderr.trim().split("\n")[0] ?? ""}\nNOT CHECKED: production dependencies against their latest releases.`,
    );
    return 0;
  }
  const { rows, broken } = judgeOutdated(outdated, exceptions, EXCEPTIONS_FILE);
  console.log(
    rows.length === 1
      ? "Every production dependency is at its latest release."
      : `Production dependencies behind their latest release:\n${table(rows)}`,
  );
  return broken;
}

/** Returns the number of rules broken (advisories found); an endpoint that does not answer breaks none. */
async function checkAudit(): Promise<number> {
  const run = await pnpm(["audit", "--prod", "--json"], AUDIT_TIMEOUT_MS);
  let report: { metadata: { vulnerabilities: Record<string, number> } };
  let found: number;
  try {
    if (run.timedOut) throw new Error(`no answer in ${String(AUDIT_TIMEOUT_MS / 1000)} s`);
    report = JSON.parse(run.stdout) as typeof report;
    const count = advisoryCount(report);
    if (count === null) throw new Error("no audit report");
    found = count;
  } catch (error) {
    const why = `${run.stdout}\n${run.stderr}`
      .replace(/[│×╰─]/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    console.log(
      `pnpm audit --prod could not run: ${why || (error instanceof Error ? error.message : String(error))}\n` +
        "NOT CHECKED: known advisories (the registry's audit endpoint did not answer).",
    );
    return 0;
  }
  const counts = report.metadata.vulnerabilities;
  console.log(
    `pnpm audit --prod: ${Object.entries(counts)
      .map(([level, count]) => `${String(count)} ${level}`)
      .join(", ")}`,
  );
  if (found > 0) console.log(run.stdout.slice(0, 4000));
  return found;
}

const exceptions = JSON.parse(readFileSync(path.join(ROOT, EXCEPTIONS_FILE), "utf8")) as Record<
  string,
  Exception
>;
delete exceptions.$comment;
const registry =
  (await pnpm(["config", "get", "registry"], 10_000)).stdout.trim() || "https://registry.npmjs.org/";
const unreachable = await registryAnswers(registry);
let broken = 0;
if (unreachable) {
  console.log(
    `The registry ${unreachable}.\nNOT CHECKED: outdated production dependencies and known advisories.`,
  );
} else {
  broken += await checkOutdated(exceptions);
  broken += await checkAudit();
}
console.log(
  broken === 0 ? "Dependency check passed." : `Dependency check FAILED: ${String(broken)} rule(s) broken.`,
);
process.exit(broken === 0 ? 0 : 1);
