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
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import {
  categories,
  formatTable,
  judge,
  metricAudits as metrics,
  type Budget,
  type Category,
  type PageBudget,
  type Row,
  type RunResult,
} from "./lighthouse-budget.ts";

const root = path.resolve(import.meta.dirname, "..");
const budget = JSON.parse(
  readFileSync(path.resolve(root, process.env.LIGHTHOUSE_BUDGET ?? "lighthouse-budget.json"), "utf8"),
) as Budget;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 22009);
const origin = `https://127.0.0.1:${String(port)}`;
const tlsDir = path.resolve(root, "../sandbox-api/tls");
const tlsCert = path.join(tlsDir, "localhost-cert.pem");
const tlsKey = path.join(tlsDir, "localhost-key.pem");
const certificate = readFileSync(tlsCert);
// Chromium's --ignore-certificate-errors-spki-list: the base64 SHA-256 of the certificate's public key.
const certificateKeyHash = createHash("sha256")
  .update(new X509Certificate(certificate).publicKey.export({ type: "spki", format: "der" }))
  .digest("base64");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const keepJson = process.env.LIGHTHOUSE_JSON;
const children: ChildProcess[] = [];
function stopAll() {
  for (const child of children) {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Starts `command` in its own process group and resolves with the first match of `ready` on its output. */
function start(command: string, args: string[], ready: RegExp, options: { cwd?: string } = {}) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let output = "";
    const timer = setTimeout(() => {
      reject(new Error(`${command} did not start in 60 s:\n${output}`));
    }, 60_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on("data", watch);
    child.stderr.on("data", watch);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} stopped (${String(code)}) before it was ready:\n${output}`));
    });
  });
}

async function startSandbox() {
  const sandbox = spawn(
    process.execPath,
    [
      "--conditions=@tandem/source",
      "../sandbox-api/src/main.ts",
      "--port",
      String(port),
      "--quiet",
      "--memory",
      "--app-dir",
      "dist",
      "--tls-cert",
      tlsCert,
      "--tls-key",
      tlsKey,
    ],
    { cwd: root, detached: true, stdio: ["ignore", "inherit", "inherit"] },
  );
  children.push(sandbox);
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (sandbox.exitCode !== null) throw new Error(`the sandbox API stopped (${String(sandbox.exitCode)})`);
    try {
      if ((await call("/app/", { method: "HEAD" }, false)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the sandbox API did not answer on ${origin} in 60 s`);
}

interface Answer {
  ok: boolean;
  status: number;
  setCookies: string[];
  text: string;
}

/** One request to the sandbox over HTTPS, trusting only its own certificate; throws on an error status if `strict`. */
function call(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  strict = true,
) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(
      `${origin}${url}`,
      {
        method: init.method ?? "GET",
        ca: certificate,
        headers: { "content-type": "application/json", ...init.headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          const answer = {
            ok: status >= 200 && status < 300,
            status,
            setCookies: response.headers["set-cookie"] ?? [],
            text,
          };
          if (strict && !answer.ok) {
            reject(new Error(`${init.method ?? "GET"} ${url} answered ${String(status)}: ${text}`));
          } else resolve(answer);
        });
      },
    );
    sent.on("error", reject);
    sent.end(init.body);
  });
}

/** Signs the demo member in through the API, as the app does, and returns the session's Cookie header. */
async function signIn(phone: string) {
  await call(`/sandbox/throttles?phone=${phone}`, { method: "DELETE" });
  await call("/api/v1/auth/start", {
    method: "POST",
    body: JSON.stringify({ phone, timezone: "America/Los_Angeles", language: "en", terms_agreed: true }),
  });
  let token = "";
  for (let tries = 0; token === "" && tries < 40; tries++) {
    const outbox = JSON.parse((await call(`/sandbox/outbox?phone=${phone}`)).text) as {
      code: string | null;
    }[];
    token = outbox.find((message) => message.code !== null)?.code ?? "";
    if (token === "") await new Promise((done) => setTimeout(done, 250));
  }
  if (token === "") throw new Error(`no sign-in code for ${phone} in the outbox`);
  const verified = await call("/api/v1/auth/verify", {
    method: "POST",
    body: JSON.stringify({ phone, token }),
  });
  const cookie = verified.setCookies.map((line) => line.split(";")[0]).join("; ");
  if (cookie === "") throw new Error("signing in set no cookie");
  return cookie;
}

/** `{offering}` in a page's path: the first offering the signed-in member sees. */
async function firstOffering(cookie: string) {
  const offerings = JSON.parse((await call("/api/v1/commerce/offerings", { headers: { cookie } })).text) as {
    items: { id: number }[];
  };
  const first = offerings.items[0];
  if (!first) throw new Error("the member sees no offering");
  return String(first.id);
}

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

async function measure(
  page: PageBudget,
  url: string,
  chromePort: number,
  cookie: string | undefined,
): Promise<Row> {
  const runs: RunResult[] = [];
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
  return judge(budget, page, runs);
}

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
