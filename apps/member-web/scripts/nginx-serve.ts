// Serves a build with nginx for the journeys (playwright.nginx.config.ts), by the configuration a programme deploys
// (scripts/nginx-config.ts): runs in the foreground, unprivileged-style, everything of its own under one folder.
//   node scripts/nginx-serve.ts --port 22101 --api-port 22102 [--dist dist] [--prefix test-results/nginx-22101]
import { mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { writeNginxConfig } from "./nginx-config.ts";
import { startNginx, writeMainConfig } from "./nginx-process.ts";

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
  // The card form's stand-in provider. The sandbox's controls (sign-in codes, faults) refuse whatever nginx passes
  // on: the journeys reach them at the sandbox's own address (playwright.nginx.config.ts).
  proxied: ["/sandbox/"],
});
writeMainConfig(prefix, [policy, server]);
const nginx = startNginx(prefix);
nginx.on("error", (error) => {
  console.error(
    `nginx could not start (${error.message}): install it: apt-get install nginx libnginx-mod-http-brotli-filter`,
  );
  process.exit(1);
});
nginx.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// nginx stops gracefully on SIGQUIT and at once on SIGTERM: pass the runner's stop on.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => nginx.kill("SIGTERM"));
