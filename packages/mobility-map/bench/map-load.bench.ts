/* eslint-disable max-lines -- a benchmark run by hand, outside the test command: one script read top to bottom, like a journey */
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
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { build, type Plugin } from "vite";

const { values } = parseArgs({
  options: {
    before: { type: "string" },
    runs: { type: "string", default: "5" },
    port: { type: "string", default: process.env.MAP_BENCH_PORT ?? "22040" },
    keep: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const MEMBER = "15035550142";
const FRAME_MARK = "tandem:map-frame";
const LONG_TASK_US = 50_000;
const QUIET_MS = 3_000;

const here = import.meta.dirname;
const memberWeb = path.resolve(here, "../../../apps/member-web");
const sandboxMain = path.resolve(here, "../../../apps/sandbox-api/src/main.ts");
const out = values.keep ? path.resolve(values.keep) : mkdtempSync(path.join(tmpdir(), "map-load-bench-"));

/** The floor build: the page's map module replaced by one that draws only a background. */
const floorMap: Plugin = {
  name: "tandem-floor-map",
  enforce: "pre",
  resolveId: (source) =>
    source.endsWith("/maplibre-map.ts") ? path.resolve(here, "floor-map.ts") : undefined,
};

async function buildApp(outDir: string, plugins: Plugin[]) {
  await build({
    root: memberWeb,
    configFile: path.join(memberWeb, "vite.config.ts"),
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
    plugins,
  });
  return outDir;
}

const children: ChildProcess[] = [];
/** The sandbox serving `appDir` on `port` (in memory, its seed), once it answers. */
async function startSandbox(appDir: string, port: number) {
  const child = spawn(
    process.execPath,
    ["--conditions=@tandem/source", sandboxMain, "--port", String(port), "--memory", "--quiet"].concat([
      "--app-dir",
      appDir,
    ]),
    { stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  children.push(child);
  const origin = `http://127.0.0.1:${String(port)}`;
  for (let waited = 0; waited < 60_000; waited += 250) {
    if ((await fetch(`${origin}/app/`).catch(() => null))?.ok) return origin;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the sandbox on ${origin} did not answer in 60 s`);
}

/** Signs the seeded member in through the API, as the app does; the session cookie's name and value. */
async function signIn(origin: string) {
  const post = (url: string, body: unknown) =>
    fetch(`${origin}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await fetch(`${origin}/sandbox/throttles?phone=${MEMBER}`, { method: "DELETE" });
  await post("/api/v1/auth/start", {
    phone: MEMBER,
    timezone: "America/Los_Angeles",
    language: "en",
    terms_agreed: true,
  });
  const outbox = (await (await fetch(`${origin}/sandbox/outbox?phone=${MEMBER}`)).json()) as {
    code: string | null;
  }[];
  const token = outbox.find((message) => message.code !== null)?.code;
  if (!token) throw new Error("no sign-in code in the outbox");
  const verified = await post("/api/v1/auth/verify", { phone: MEMBER, token });
  const [name, value] = (verified.headers.getSetCookie()[0] ?? "").split(";")[0]?.split("=") ?? [];
  if (!name || value === undefined) throw new Error("signing in set no cookie");
  return { name, value };
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

interface Load {
  /** Sum of the main thread's tasks over 50 ms, navigation to first full picture (ms, at 4x). */
  sumMs: number;
  longestMs: number;
  longTasks: number;
  frames: number;
  /** Navigation to the first full picture (ms). */
  pictureMs: number;
}

/** The main-thread figures of one load, from its trace. */
function readTrace(trace: Buffer, frames: number): Load {
  const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
  const marks = traceEvents.filter((e) => e.name === FRAME_MARK && e.cat.includes("blink.user_timing"));
  const first = marks[0];
  if (!first) throw new Error("the map drew no frame: the list-only stand-in was measured");
  const pid = first.pid;
  const main = traceEvents.find(
    (e) => e.ph === "M" && e.name === "thread_name" && e.pid === pid && e.args?.name === "CrRendererMain",
  );
  const start = Math.min(
    ...traceEvents.filter((e) => e.pid === pid && e.name === "navigationStart").map((e) => e.ts),
  );
  const end = Math.max(...marks.filter((e) => e.pid === pid).map((e) => e.ts));
  const tasks = traceEvents.filter(
    (e) =>
      e.ph === "X" &&
      e.pid === pid &&
      e.tid === main?.tid &&
      (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") &&
      e.ts >= start &&
      e.ts <= end &&
      (e.dur ?? 0) > LONG_TASK_US,
  );
  // A task is traced as RunTask with ThreadControllerImpl::RunTask inside it (or one of them): count each once.
  let taskEnd = 0;
  const outermost = tasks
    .sort((a, b) => a.ts - b.ts)
    .filter((e) => {
      if (e.ts < taskEnd) return false;
      taskEnd = e.ts + (e.dur ?? 0);
      return true;
    });
  const durations = outermost.map((e) => (e.dur ?? 0) / 1000);
  return {
    sumMs: durations.reduce((sum, ms) => sum + ms, 0),
    longestMs: Math.max(0, ...durations),
    longTasks: durations.length,
    frames,
    pictureMs: (end - start) / 1000,
  };
}

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
    const count = () => page.evaluate((mark) => performance.getEntriesByName(mark).length, FRAME_MARK);
    let frames = 0;
    let quietSince = Date.now();
    for (const started = Date.now(); Date.now() - started < 90_000;) {
      await page.waitForTimeout(250);
      const now = await count();
      if (now !== frames) [frames, quietSince] = [now, Date.now()];
      else if (frames > 0 && Date.now() - quietSince >= QUIET_MS) break;
    }
    return readTrace(await browser.stopTracing(), frames);
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
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(`\n/mobility at 4x CPU, median of ${String(RUNS)} cold loads:`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
} finally {
  await browser?.close();
  for (const child of children) if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
  if (!values.keep) rmSync(out, { recursive: true, force: true });
}
