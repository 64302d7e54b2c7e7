// nginx in the foreground for this machine's journeys and tests (scripts/nginx-serve.ts, nginx-proxy.test.ts):
// its configuration, logs, pid and temp files all under one folder, unprivileged-style.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const BROTLI = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

/** Writes `<prefix>/nginx.conf`: an http block including `files`, after `httpLines` (e.g. a TLS certificate). */
export function writeMainConfig(
  prefix: string,
  files: readonly string[],
  httpLines: readonly string[] = [],
): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, "temp", name)};`;
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(
    file,
    [
      // Debian's brotli module (libnginx-mod-http-brotli-filter), which Debian's own nginx.conf loads.
      ...(existsSync(BROTLI) ? [`load_module ${BROTLI};`] : []),
      // Started as root (as CI is), nginx's workers would serve as `nobody`, who cannot read a clone inside a
      // private folder (`mktemp -d` makes one only its owner may enter): they serve as the user who started them.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      "worker_processes 1;",
      `error_log ${path.join(prefix, "error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      `    access_log ${path.join(prefix, "access.log")};`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `    ${temp(name)}`),
      ...httpLines.map((line) => `    ${line}`),
      ...files.map((included) => `    include ${included};`),
      "}",
      "",
    ].join("\n"),
  );
  mkdirSync(path.join(prefix, "temp"), { recursive: true });
  return file;
}

/** Starts nginx in the foreground on `<prefix>/nginx.conf`. */
export function startNginx(prefix: string, stdio: "inherit" | "ignore" = "inherit"): ChildProcess {
  // Debian puts nginx in /usr/sbin, which a user's PATH may not hold.
  const binary = process.env.NGINX_PATH ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
  return spawn(
    binary,
    [
      ...["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")],
      ...["-g", `daemon off; pid ${path.join(prefix, "nginx.pid")};`],
    ],
    { stdio },
  );
}
