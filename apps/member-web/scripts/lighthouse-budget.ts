// The Lighthouse gate's rules, apart from the browser: what a budget file holds, the median of the runs, the verdict
// of a page against its floors and ceilings, and the printed table. `lighthouse.ts` measures; this judges.

export type Category = "performance" | "accessibility" | "best-practices" | "seo";
export type Metric = "lcpMs" | "tbtMs" | "cls" | "transferKB";

export const categories: Category[] = ["performance", "accessibility", "best-practices", "seo"];
/** Each metric of the table and the Lighthouse audit it is read from. */
export const metricAudits: Record<Metric, string> = {
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  transferKB: "total-byte-weight",
};
const metricNames = Object.keys(metricAudits) as Metric[];

export interface Gap {
  target: number;
  measured: string;
  why: string;
}

export interface PageBudget {
  name: string;
  path: string;
  /** Sign the demo member in and open the page with their session. */
  signedIn?: boolean;
  /** The lowest score (0–100) each category may have; defaults from `minScores`. */
  minScores?: Partial<Record<Category, number>>;
  /** The highest value each metric may have; defaults from `maxMetrics`. */
  maxMetrics?: Partial<Record<Metric, number>>;
  /**
   * User-timing marks every run of the page must hold: the map's `tandem:map-frame` says the map itself was drawn
   * and measured, not the list-only page a browser without WebGL gets.
   */
  marks?: string[];
  /** Where a floor sits below the issue's target: the target, what was measured and what would close the gap. */
  gaps?: Partial<Record<Category | Metric, Gap>>;
}

export interface Budget {
  runs: number;
  member: string;
  minScores: Record<Category, number>;
  maxMetrics: Record<Metric, number>;
  pages: PageBudget[];
}

/** What one run measured. */
export interface RunResult {
  scores: Record<Category, number>;
  values: Record<Metric, number>;
}

/** A page's medians and every budget line they break. */
export interface Row extends RunResult {
  page: PageBudget;
  failures: string[];
}

/** The part of a Lighthouse result the mark check reads: the user-timings audit's items. */
export interface UserTimings {
  audits: Record<string, { details?: unknown } | undefined>;
}

/** The marks of `page.marks` missing from a run's user timings (none when the page names none). */
export function missingMarks(page: PageBudget, lhr: UserTimings): string[] {
  const details = lhr.audits["user-timings"]?.details as { items?: { name?: string }[] } | undefined;
  const names = new Set((details?.items ?? []).map((item) => item.name));
  return (page.marks ?? []).filter((mark) => !names.has(mark));
}

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const floorOf = (budget: Budget, page: PageBudget, category: Category) =>
  page.minScores?.[category] ?? budget.minScores[category];
const ceilingOf = (budget: Budget, page: PageBudget, metric: Metric) =>
  page.maxMetrics?.[metric] ?? budget.maxMetrics[metric];

/** The medians of a page's runs, judged against its own floors and ceilings, else the file's defaults. */
export function judge(budget: Budget, page: PageBudget, runs: RunResult[]): Row {
  const scores = Object.fromEntries(
    categories.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
  ) as Record<Category, number>;
  const values = Object.fromEntries(
    metricNames.map((m) => [m, median(runs.map((r) => r.values[m]))]),
  ) as Record<Metric, number>;
  const failures: string[] = [];
  for (const c of categories) {
    const floor = floorOf(budget, page, c);
    // NaN (a category Lighthouse did not score) is a failure too: `NaN < floor` alone would let it pass.
    if (!(scores[c] >= floor)) failures.push(`${c} ${String(scores[c])} < ${String(floor)}`);
  }
  for (const m of metricNames) {
    const ceiling = ceilingOf(budget, page, m);
    if (!(values[m] <= ceiling)) failures.push(`${m} ${String(values[m])} > ${String(ceiling)}`);
  }
  return { page, scores, values, failures };
}

/** The table the gate prints: one line per page with each median and, in brackets, its budget and target. */
export function formatTable(budget: Budget, rows: Row[]): string[] {
  const header = ["page", "perf", "a11y", "best pr.", "SEO", "LCP ms", "TBT ms", "CLS", "KB sent", ""];
  const cell = (value: number, limit: number, gap: Gap | undefined) =>
    `${String(value)} (${String(limit)}${gap ? `, target ${String(gap.target)}` : ""})`;
  const lines = rows.map((row) => {
    const { page } = row;
    return [
      `${page.name} ${page.path}`,
      ...categories.map((c) => cell(row.scores[c], floorOf(budget, page, c), page.gaps?.[c])),
      ...metricNames.map((m) => cell(row.values[m], ceilingOf(budget, page, m), page.gaps?.[m])),
      row.failures.length === 0 ? "ok" : "OVER BUDGET",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (line: string[]) =>
    line
      .map((text, i) => text.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  const out = [
    `Lighthouse, mobile, median of ${String(budget.runs)} runs; in brackets the budget (and the target where it is not met yet):`,
    format(header),
    ...lines.map(format),
  ];
  for (const row of rows) {
    for (const [key, gap] of Object.entries(row.page.gaps ?? {})) {
      out.push(
        `  gap ${row.page.name} ${key}: target ${String(gap.target)}, measured ${gap.measured}. ${gap.why}`,
      );
    }
  }
  return out;
}
