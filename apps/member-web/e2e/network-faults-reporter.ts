// Prints the network-fault suite's table after the run: journeys down, faults across, `passed/run` in each cell
// (a retry counts as a run), and a total line. Journeys and faults are read from each test's annotations.
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from "@playwright/test/reporter";

interface Cell {
  passed: number;
  run: number;
}

/** A test's journey and fault, from its annotations. */
function cellOf(test: TestCase): { journey?: string; fault?: string } {
  return {
    journey: test.annotations.find((note) => note.type === "journey")?.description,
    fault: test.annotations.find((note) => note.type === "fault")?.description,
  };
}

// eslint-disable-next-line no-restricted-syntax -- Playwright loads a reporter by its module's default export.
export default class NetworkFaultsReporter implements Reporter {
  private readonly journeys: string[] = [];
  private readonly faults: string[] = [];
  private readonly cells = new Map<string, Cell>();

  /** Rows and columns in the order the tests are declared. */
  onBegin(_config: FullConfig, suite: Suite): void {
    for (const test of suite.allTests()) {
      const { journey, fault } = cellOf(test);
      if (journey && !this.journeys.includes(journey)) this.journeys.push(journey);
      if (fault && !this.faults.includes(fault)) this.faults.push(fault);
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const { journey, fault } = cellOf(test);
    if (!journey || !fault) return;
    const key = `${journey}\u0000${fault}`;
    const cell = this.cells.get(key) ?? { passed: 0, run: 0 };
    if (result.status !== "skipped") cell.run += 1;
    if (result.status === "passed") cell.passed += 1;
    this.cells.set(key, cell);
  }

  onEnd(_result: FullResult): void {
    if (this.cells.size === 0) return;
    const header = ["journey \\ fault", ...this.faults];
    const rows = this.journeys.map((journey) => [
      journey,
      ...this.faults.map((fault) => {
        const cell = this.cells.get(`${journey}\u0000${fault}`);
        return cell ? `${String(cell.passed)}/${String(cell.run)}` : "-";
      }),
    ]);
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
    );
    const line = (cells: string[]) =>
      `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
    let passed = 0;
    let run = 0;
    for (const cell of this.cells.values()) {
      passed += cell.passed;
      run += cell.run;
    }
    const table = [
      "",
      "Network faults (passed/run per journey and fault):",
      line(header),
      `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`,
      ...rows.map(line),
      `Total: ${String(passed)}/${String(run)} runs passed`,
      "",
    ];
    process.stdout.write(`${table.join("\n")}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
