// The dependency check as one function, with pnpm and the registry given to it, so its verdicts can be tested on
// any answer they may give: `dependency-check.ts` is the command that runs it on the real ones.
import {
  advisoryCount,
  judgeOutdated,
  table,
  type Exception,
  type Mode,
  type Outdated,
} from "./dependency-rules.ts";

/** What one run of pnpm gave. */
export interface PnpmRun {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export interface DependencyCheckOptions {
  /** `report` prints what is behind and passes (the test command); `strict` fails on it (`pnpm check:deps`). */
  mode: Mode;
  /** The exceptions file's entries, `$comment` removed. */
  exceptions: Record<string, Exception>;
  /** Runs pnpm with these arguments. */
  pnpm: (args: string[]) => Promise<PnpmRun>;
  /** Null when the registry answers, else why not. */
  registryProblem: (registry: string) => Promise<string | null>;
  log: (line: string) => void;
  exceptionsFile?: string;
}

const DEFAULT_REGISTRY = "https://registry.npmjs.org/";

/** Runs the check and returns its exit code: 0 when no rule of the mode is broken, else 1. */
export async function runDependencyCheck(options: DependencyCheckOptions): Promise<number> {
  const { log } = options;
  const registry = (await options.pnpm(["config", "get", "registry"])).stdout.trim() || DEFAULT_REGISTRY;
  const unreachable = await options.registryProblem(registry);
  let broken = 0;
  if (unreachable) {
    log(`The registry ${unreachable}.\nNOT CHECKED: outdated production dependencies and known advisories.`);
  } else {
    broken += await checkOutdated(options);
    broken += await checkAudit(options);
  }
  log(
    broken === 0 ? "Dependency check passed." : `Dependency check FAILED: ${String(broken)} rule(s) broken.`,
  );
  return broken === 0 ? 0 : 1;
}

function why(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function checkOutdated(options: DependencyCheckOptions): Promise<number> {
  const run = await options.pnpm(["outdated", "--prod", "-r", "--format", "json"]);
  let outdated: Record<string, Outdated>;
  try {
    if (run.timedOut) throw new Error("no answer in time");
    outdated = JSON.parse(run.stdout || "{}") as Record<string, Outdated>;
  } catch (error) {
    options.log(
      `pnpm outdated could not ask the registry (${why(error)}); ${run.stderr.trim().split("\n")[0] ?? ""}\n` +
        "NOT CHECKED: production dependencies against their latest releases.",
    );
    return 0;
  }
  const { rows, broken } = judgeOutdated(outdated, options.exceptions, {
    mode: options.mode,
    exceptionsFile: options.exceptionsFile,
  });
  if (rows.length === 1) {
    options.log("Every production dependency is at its latest release.");
  } else {
    options.log(`Production dependencies behind their latest release:\n${table(rows)}`);
    if (options.mode === "report")
      options.log(
        "Reported, not failed: the lockfile decides what is installed, and Renovate proposes the updates " +
          "(renovate.json). `pnpm check:deps` gives the strict verdict.",
      );
  }
  return broken;
}

/** Advisories found fail in both modes; an endpoint that does not answer breaks no rule. */
async function checkAudit(options: DependencyCheckOptions): Promise<number> {
  const run = await options.pnpm(["audit", "--prod", "--json"]);
  let counts: Record<string, number>;
  let found: number;
  try {
    if (run.timedOut) throw new Error("no answer in time");
    const report = JSON.parse(run.stdout) as { metadata: { vulnerabilities: Record<string, number> } };
    const count = advisoryCount(report);
    if (count === null) throw new Error("no audit report");
    counts = report.metadata.vulnerabilities;
    found = count;
  } catch (error) {
    const said = `${run.stdout}\n${run.stderr}`
      .replace(/[│×╰─]/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    options.log(
      `pnpm audit --prod could not run: ${said || why(error)}\n` +
        "NOT CHECKED: known advisories (the registry's audit endpoint did not answer).",
    );
    return 0;
  }
  options.log(
    `pnpm audit --prod: ${Object.entries(counts)
      .map(([level, count]) => `${String(count)} ${level}`)
      .join(", ")}`,
  );
  if (found > 0) options.log(run.stdout.slice(0, 4000));
  return found;
}
