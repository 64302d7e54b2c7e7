// Lighthouse runs of one page: each run's scores and values, judged against the page's budget.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import {
  categories,
  judge,
  metricAudits as metrics,
  missingMarks,
  type Budget,
  type Category,
  type PageBudget,
  type Row,
  type RunResult,
} from "./lighthouse-budget.ts";

const keepJson = process.env.LIGHTHOUSE_JSON;

/**
 * One Lighthouse run. A run Lighthouse itself reports as broken (a runtime error such as NO_NAVSTART, "Please run
 * Lighthouse again") is run again, up to twice; scores past their budget are never retried.
 */
async function lighthouseRun(url: string, chromePort: number, cookie: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        port: chromePort,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        ...(cookie === undefined ? {} : { extraHeaders: { Cookie: cookie } }),
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    const problem = `${url}: ${runtimeError.code} ${runtimeError.message}`;
    if (attempt === 3) throw new Error(problem);
    console.log(`Running again (Lighthouse could not measure it): ${problem}`);
  }
}

/** `budget.runs` runs of one page, judged by their medians; each run's JSON kept when LIGHTHOUSE_JSON names a folder. */
export async function measure(
  budget: Budget,
  page: PageBudget,
  url: string,
  chromePort: number,
  cookie: string | undefined,
): Promise<Row> {
  const runs: RunResult[] = [];
  const unmarked = new Set<string>();
  for (let run = 1; run <= budget.runs; run++) {
    const lhr = await lighthouseRun(url, chromePort, cookie);
    const final = lhr.finalDisplayedUrl;
    if (new URL(final).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${final}: the page was not the one measured (signed out?)`);
    }
    if (keepJson) {
      mkdirSync(keepJson, { recursive: true });
      writeFileSync(path.join(keepJson, `${page.name}-${String(run)}.json`), JSON.stringify(lhr));
    }
    for (const mark of missingMarks(page, lhr)) unmarked.add(mark);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    runs.push({
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      values: {
        lcpMs: Math.round(value(metrics.lcpMs)),
        tbtMs: Math.round(value(metrics.tbtMs)),
        cls: Math.round(value(metrics.cls) * 1000) / 1000,
        transferKB: Math.round(value(metrics.transferKB) / 102.4) / 10,
      },
    });
  }
  const row = judge(budget, page, runs);
  for (const mark of unmarked)
    row.failures.push(`no "${mark}" mark: the page measured was not the one budgeted`);
  return row;
}
