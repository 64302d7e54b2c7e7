// Lighthouse on the production build (dist/), served by the sandbox API as in production: for each page of
// lighthouse-budget.json, `runs` mobile runs (Lighthouse's default mobile preset, simulated throttling) in Debian's
// Chromium, the median of each value, one table, and exit 1 when any median is past its budget.
// Member pages are opened signed in: the script signs the demo member in through the API (code from the sandbox's
// outbox) and sends the session cookie with every request of the page.
// The sandbox serves HTTPS over HTTP/2, as the app is deployed, with its local certificate (apps/sandbox-api/tls),
// which Chromium trusts by its key alone: over HTTP/1.1, Lighthouse's simulation would queue the page's requests on
// six connections, which no member's browser does.
//   LIGHTHOUSE_PORT  the sandbox's port (default 22009)       CHROMIUM_PATH  the browser (default /usr/bin/chromium)
//   LIGHTHOUSE_JSON  a folder to keep every run's JSON report   LIGHTHOUSE_BUDGET  another budget file (default lighthouse-budget.json)
//   LIGHTHOUSE_APP_DIR  another build to serve (default dist; the map's floor build of its load bench, say)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { formatTable, type Budget, type Row } from "./lighthouse-budget.ts";
import { start, stopAll } from "./lighthouse-processes.ts";
import { measure } from "./lighthouse-runs.ts";
import { certificateKeyHash, firstOffering, origin, signIn, startSandbox } from "./lighthouse-sandbox.ts";

const root = path.resolve(import.meta.dirname, "..");
const budget = JSON.parse(
  readFileSync(path.resolve(root, process.env.LIGHTHOUSE_BUDGET ?? "lighthouse-budget.json"), "utf8"),
) as Budget;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const started = Date.now();
const profile = mkdtempSync(path.join(tmpdir(), "tandem-lighthouse-"));
try {
  await startSandbox();
  const devtools = await start(
    chromiumPath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // WebGL on the CPU where there is no GPU: Chromium 144 stopped falling back to SwiftShader by itself, and
      // without WebGL /mobility would be measured as its list-only page (the budget's marks catch that).
      "--enable-unsafe-swiftshader",
      `--ignore-certificate-errors-spki-list=${certificateKeyHash}`,
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//,
  );
  const chromePort = Number(devtools[1]);
  const needsMember = budget.pages.some((page) => page.signedIn === true);
  const cookie = needsMember ? await signIn(budget.member) : undefined;
  const offering =
    budget.pages.some((page) => page.path.includes("{offering}")) && cookie
      ? await firstOffering(cookie)
      : "";
  const rows: Row[] = [];
  for (const page of budget.pages) {
    const url = `${origin}${page.path.replace("{offering}", offering)}`;
    rows.push(
      await measure(
        budget,
        { ...page, path: new URL(url).pathname },
        url,
        chromePort,
        page.signedIn ? cookie : undefined,
      ),
    );
  }
  for (const line of formatTable(budget, rows)) console.log(line);
  const failed = rows.filter((row) => row.failures.length > 0);
  console.log(`Lighthouse took ${String(Math.round((Date.now() - started) / 1000))} s.`);
  if (failed.length > 0) {
    for (const row of failed)
      console.error(`Over budget: ${row.page.name} ${row.page.path}: ${row.failures.join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  stopAll();
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
