// For nginx-proxy.test.ts: a sandbox process and nginx in front of it over TLS (a certificate made for the test),
// on 127.0.0.1 ports, and a request over https with exactly the headers given.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import path from "node:path";
import { startNginx, writeMainConfig } from "./nginx-process.ts";

const SANDBOX = path.resolve(import.meta.dirname, "../../sandbox-api/src/main.ts");

/**
 * True when Debian's nginx is here: the full test run installs it (scripts/tandem.sh), the quick lane may run on a
 * machine without it.
 */
export const NGINX_INSTALLED = existsSync(process.env.NGINX_PATH ?? "/usr/sbin/nginx");

/** Resolves once `check` answers true, polling; rejects after `ms`. */
async function ready(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < ms;) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

/** Stops a process started here and waits for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

/** The sandbox speaking the current API (registration links), in memory, with every rate limit on. */
export async function startSandbox(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      ...["--conditions=@tandem/source", SANDBOX, "--port", String(port), "--api-version", "current"],
      ...["--memory", "--quiet", "--app-dir="],
    ],
    { stdio: "ignore" },
  );
  await ready(async () => (await fetch(`http://127.0.0.1:${port}/sandbox/`)).ok, "the sandbox");
  return child;
}

/**
 * nginx with the server configuration `server` (and `policy`, each page's CSP) on `port` over TLS: the certificate
 * is made here for localhost, and set in the http block, so the server's own `listen` only adds `ssl`.
 */
export async function startNginxOverTls(prefix: string, port: number, server: string, policy: string) {
  mkdirSync(prefix, { recursive: true });
  const [cert, key] = [path.join(prefix, "cert.pem"), path.join(prefix, "key.pem")];
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-keyout", key, "-out", cert],
    ],
    { stdio: "ignore" },
  );
  writeFileSync(path.join(prefix, "tandem.conf"), server);
  writeFileSync(path.join(prefix, "tandem-policy.conf"), policy);
  writeMainConfig(
    prefix,
    [path.join(prefix, "tandem-policy.conf"), path.join(prefix, "tandem.conf")],
    [`ssl_certificate ${cert};`, `ssl_certificate_key ${key};`],
  );
  const nginx = startNginx(prefix, "ignore");
  await ready(async () => (await tlsRequest(port, { path: "/" })).status > 0, "nginx");
  return nginx;
}

/** What a request answered. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One https request to localhost:`port` (the test's own certificate accepted) with exactly these headers. */
export function tlsRequest(
  port: number,
  raw: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port,
        method: raw.method ?? "GET",
        path: raw.path,
        headers: { host: `localhost:${port}`, ...raw.headers },
        rejectUnauthorized: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(raw.body);
  });
}
