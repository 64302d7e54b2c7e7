// `pnpm --filter @tandem/mobility-map bench:load`: what opening /mobility costs the main thread on a slow phone.
// The built app (member-web, built here) is served by the sandbox API with its seed; a seeded member opens
// /mobility in Chromium (Lighthouse's phone: 412x823 at 1.75x, touch) with the CPU slowed 4x through the DevTools
// protocol. From the navigation to the map's first full picture (its last frame before 3 s without one), the
// page's main-thread tasks over 50 ms are summed and the longest is kept, from Chromium's trace; the map's frames
// are counted by its own user-timing marks (src/mobility/view/frame-marks.ts). The same is measured for the floor
// build, whose map has only a background layer (bench/floor-map.ts), and for a build given with `--before <dist>`
// (another checkout's `apps/member-web/dist`, built from a commit that has the frame marks), interleaved, median
// of `--runs` (5). `--keep <dir>` keeps both builds there (`app`, `floor`), for Lighthouse (LIGHTHOUSE_APP_DIR).
import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunchOptions } from "@tandem/vitest-config";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp, floorMap, signIn, startSandbox, stopSandboxes } from "./bench-app.ts";
import { MAP_FRAME_MARK } from "../src/mobility/view/frame-marks.ts";
import { readLoad, type Load } from "./map-load-trace.ts";
import { printTable } from "./print-table.ts";

const { values } = parseArgs({
  options: {
    before: { type: "string" },
    runs: { type: "string", default: "5" },
    port: { type: "string", default: process.env.MAP_BENCH_PORT ?? "22040" },
    keep: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const QUIET_MS = 3_000;

const out = values.keep ? path.resolve(values.keep) : mkdtempSync(path.join(tmpdir(), "map-load-bench-"));

/** One cold load of /mobility with the CPU slowed 4x. */
async function load(
  browser: Browser,
  origin: string,
  cookie: { name: string; value: string },
): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addCookies([{ ...cookie, url: origin }]);
    const page = await context.newPage();
    // The page's renderer is the origin's: throttle it once it exists, before the measured navigation.
    await page.goto(`${origin}/app/icon.svg`);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, { categories: ["devtools.timeline", "toplevel", "blink.user_timing"] });
    await page.goto(`${origin}/app/mobility`);
    const count = () => page.evaluate((mark) => performance.getEntriesByName(mark).length, MAP_FRAME_MARK);
    let frames = 0;
    let quietSince = Date.now();
    for (const started = Date.now(); Date.now() - started < 90_000;) {
      await page.waitForTimeout(250);
      const now = await count();
      if (now !== frames) [frames, quietSince] = [now, Date.now()];
      else if (frames > 0 && Date.now() - quietSince >= QUIET_MS) break;
    }
    return readLoad(await browser.stopTracing(), frames);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const builds: { name: string; dir: string }[] = [];
if (values.before) builds.push({ name: "before", dir: path.resolve(values.before) });
builds.push({ name: "this build", dir: await buildApp(path.join(out, "app"), []) });
builds.push({ name: "floor", dir: await buildApp(path.join(out, "floor"), [floorMap]) });

let browser: Browser | undefined;
try {
  const servers = await Promise.all(
    builds.map(async (b, index) => {
      const origin = await startSandbox(b.dir, Number(values.port) + index);
      return { ...b, origin, cookie: await signIn(origin) };
    }),
  );
  browser = await chromium.launch(chromiumLaunchOptions);
  const loads = new Map<string, Load[]>(builds.map((b) => [b.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const server of servers) {
      const result = await load(browser, server.origin, server.cookie);
      loads.get(server.name)?.push(result);
      console.log(
        `run ${String(run)} ${server.name}: ${result.sumMs.toFixed(0)} ms in ${String(result.longTasks)} long tasks, longest ${result.longestMs.toFixed(0)} ms, ${String(result.frames)} frames, picture at ${result.pictureMs.toFixed(0)} ms`,
      );
    }
  }
  const header = [
    "build",
    "long tasks, sum (ms)",
    "longest (ms)",
    "long tasks",
    "frames",
    "first full picture (ms)",
  ];
  const rows = [...loads].map(([name, results]) => [
    name,
    median(results.map((r) => r.sumMs)).toFixed(0),
    median(results.map((r) => r.longestMs)).toFixed(0),
    String(median(results.map((r) => r.longTasks))),
    String(median(results.map((r) => r.frames))),
    median(results.map((r) => r.pictureMs)).toFixed(0),
  ]);
  printTable(header, rows);
} finally {
  await browser?.close();
  stopSandboxes();
  if (!values.keep) rmSync(out, { recursive: true, force: true });
}
