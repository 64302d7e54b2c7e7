// The dependency check's rules, apart from pnpm and the registry. Strict (`pnpm check:deps`): production
// dependencies behind their latest release fail unless dependency-exceptions.json keeps that exact version with a
// reason, and an exception that no longer applies fails too, so the file never grows stale. Report (the test
// command): the same table, and nothing fails, since being behind depends on what others published today.

/** `strict` fails on what is behind; `report` only prints it. */
export type Mode = "strict" | "report";

export interface Exception {
  /** The version kept on purpose: the exception lapses when the installed one moves. */
  version: string;
  reason: string;
}

/** One entry of `pnpm outdated --prod -r --format json`. */
export interface Outdated {
  current: string;
  latest: string;
  dependentPackages: { name: string }[];
}

export interface OutdatedVerdict {
  /** package, installed, latest, used by, verdict; the first row is the header. */
  rows: string[][];
  /** How many rules are broken. */
  broken: number;
}

export interface JudgeOptions {
  /** Default `strict`. */
  mode?: Mode;
  /** Named in the stale-exception verdict. Default `dependency-exceptions.json`. */
  exceptionsFile?: string | undefined;
}

/** Judges pnpm's outdated list against the exceptions file; in `report` mode no rule is broken. */
export function judgeOutdated(
  outdated: Record<string, Outdated>,
  exceptions: Record<string, Exception>,
  { mode = "strict", exceptionsFile = "dependency-exceptions.json" }: JudgeOptions = {},
): OutdatedVerdict {
  const verdict = judgeStrictly(outdated, exceptions, exceptionsFile);
  if (mode === "strict") return verdict;
  return {
    rows: verdict.rows.map((row, index) =>
      index === 0 || row[4]?.startsWith("kept") ? row : [...row.slice(0, 4), `${row[4] ?? ""} (reported)`],
    ),
    broken: 0,
  };
}

function judgeStrictly(
  outdated: Record<string, Outdated>,
  exceptions: Record<string, Exception>,
  exceptionsFile: string,
): OutdatedVerdict {
  let broken = 0;
  const rows = [["package", "installed", "latest", "used by", "verdict"]];
  for (const [name, entry] of Object.entries(outdated).sort(([a], [b]) => a.localeCompare(b))) {
    const exception = exceptions[name];
    let verdict: string;
    if (!exception) {
      verdict = "BEHIND, no exception";
      broken++;
    } else if (exception.version !== entry.current) {
      verdict = `BEHIND, exception pins ${exception.version}`;
      broken++;
    } else verdict = `kept: ${exception.reason}`;
    rows.push([
      name,
      entry.current,
      entry.latest,
      entry.dependentPackages.map((p) => p.name).join(", "),
      verdict,
    ]);
  }
  for (const name of Object.keys(exceptions).filter((name) => !(name in outdated))) {
    rows.push([name, "-", "-", "-", `STALE exception in ${exceptionsFile}: not behind any more, remove it`]);
    broken++;
  }
  return { rows, broken };
}

/** The number of known advisories in a `pnpm audit --json` report, or null when it is no report at all. */
export function advisoryCount(report: unknown): number | null {
  const counts = (report as { metadata?: { vulnerabilities?: unknown } } | null)?.metadata?.vulnerabilities;
  if (typeof counts !== "object" || counts === null) return null;
  return Object.values(counts as Record<string, number>).reduce((sum, count) => sum + count, 0);
}

/** Rows as aligned columns. */
export function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
