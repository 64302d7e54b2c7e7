// Serves a build with nginx for the journeys (playwright.nginx.config.ts), by the configuration a programme deploys
// (scripts/nginx-config.ts): runs in the foreground, unprivileged-style, everything of its own under one folder.
//   node scripts/nginx-serve.ts --port 22101 --api-port 22102 [--dist dist] [--prefix test-results/nginx-22101]
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { writeNginxConfig } from "./nginx-config.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    "api-port": { type: "string" },
    dist: { type: "string", default: "dist" },
    prefix: { type: "string" },
  },
});
if (!values.port || !values["api-port"]) {
  console.error("usage: node scripts/nginx-serve.ts --port <port> --api-port <sandbox port> [--dist dist]");
  process.exit(2);
}
const prefix = path.resolve(values.prefix ?? `test-results/nginx-${values.port}`);
const dist = path.resolve(values.dist);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(path.join(prefix, "www"), { recursive: true });
// The server's root holds the build as app/, as on a host the build is copied to.
symlinkSync(dist, path.join(prefix, "www", "app"));
const { server, policy } = writeNginxConfig(dist, prefix, {
  listen: `127.0.0.1:${values.port}`,
  root: path.join(prefix, "www"),
  api: `http://127.0.0.1:${values["api-port"]}`,
  // The journeys read sign-in codes and set faults through the sandbox's own pages.
  proxied: ["/sandbox/"],
});
const BROTLI = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
const temp = (name: string) => `${name}_temp_path ${path.join(prefix, "temp", name)};`;
writeFileSync(
  path.join(prefix, "nginx.conf"),
  [
    // Debian's brotli module (libnginx-mod-http-brotli-filter), which Debian's own nginx.conf loads.
    ...(existsSync(BROTLI) ? [`load_module ${BROTLI};`] : []),
    // Started as root (as CI is), nginx's workers would serve as `nobody`, who cannot read a clone inside a private
    // folder (`mktemp -d` makes one only its owner may enter): they serve as the user who started them.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes 1;",
    `error_log ${path.join(prefix, "error.log")} warn;`,
    "events { worker_connections 256; }",
    "http {",
    `    access_log ${path.join(prefix, "access.log")};`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `    ${temp(name)}`),
    `    include ${policy};`,
    `    include ${server};`,
    "}",
    "",
  ].join("\n"),
);
mkdirSync(path.join(prefix, "temp"), { recursive: true });
// Debian puts nginx in /usr/sbin, which a user's PATH may not hold.
const binary = process.env.NGINX_PATH ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
const nginx = spawn(
  binary,
  [
    ...["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")],
    ...["-g", `daemon off; pid ${path.join(prefix, "nginx.pid")};`],
  ],
  { stdio: "inherit" },
);
nginx.on("error", (error) => {
  console.error(
    `nginx could not start (${error.message}): install it: apt-get install nginx libnginx-mod-http-brotli-filter`,
  );
  process.exit(1);
});
nginx.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// nginx stops gracefully on SIGQUIT and at once on SIGTERM: pass the runner's stop on.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => nginx.kill("SIGTERM"));
