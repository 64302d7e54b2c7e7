// `pnpm start`: the sandbox on http://127.0.0.1:22001 (doc 1 §7's local API port), state in .data/sandbox.json.
import path from "node:path";
import { parseArgs } from "node:util";
import { faultConfigFromEnv } from "./faults.ts";
import { listen } from "./listen.ts";
import { API_VERSIONS } from "./sandbox.ts";
import { createSandboxServer } from "./server.ts";
import { openStore } from "./state/open-store.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "22001" },
    "api-version": { type: "string", default: "5dd9af6c" },
    host: { type: "string", default: "127.0.0.1" },
    "app-dir": { type: "string", default: path.resolve(import.meta.dirname, "../../member-web/dist") },
    "app-config": { type: "string" },
    "app-origin": { type: "string", multiple: true, default: [] },
    "data-file": { type: "string", default: path.resolve(import.meta.dirname, "../.data/sandbox.json") },
    memory: { type: "boolean", default: false },
    reset: { type: "boolean", default: false },
    "no-rate-limits": { type: "boolean", default: false },
    "no-ip-rate-limits": { type: "boolean", default: false },
    quiet: { type: "boolean", default: false },
    "tls-cert": { type: "string" },
    "tls-key": { type: "string" },
  },
  allowPositionals: false,
});

const apiVersion = API_VERSIONS.find((version) => version === values["api-version"]);
if (!apiVersion) {
  console.error(`--api-version takes ${API_VERSIONS.join(" or ")}, not "${values["api-version"]}".`);
  process.exit(2);
}
const appOrigins = values["app-origin"];
for (const origin of appOrigins) {
  if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol)) {
    console.error(`--app-origin takes an origin such as http://127.0.0.1:8080, not "${origin}".`);
    process.exit(2);
  }
}
const log = values.quiet ? undefined : (line: string) => console.log(line);
const store = openStore({
  file: values.memory ? null : values["data-file"],
  reset: values.reset,
  log: (line) => console.log(line),
});
const { app } = createSandboxServer({
  apiVersion,
  appDir: values["app-dir"],
  appConfig: values["app-config"] ?? null,
  log,
  store,
  faults: faultConfigFromEnv(process.env),
  rateLimits: values["no-rate-limits"] ? false : values["no-ip-rate-limits"] ? "phone-only" : true,
  appOrigins,
});

const tlsCert = values["tls-cert"];
const tlsKey = values["tls-key"];
if ((tlsCert === undefined) !== (tlsKey === undefined)) {
  console.error("--tls-cert and --tls-key go together: give both files, or neither for plain HTTP.");
  process.exit(2);
}
const { server, origin } = await listen({
  fetch: app.fetch,
  port: Number(values.port),
  hostname: values.host,
  tls: tlsCert && tlsKey ? { certFile: tlsCert, keyFile: tlsKey } : undefined,
});
const local = origin.replace(values.host, "localhost");
console.log(
  `Tandem sandbox API (${apiVersion}) on ${origin}/api/v1 (app: ${local}/app/, demo: ${local}/sandbox/)`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // Nothing is lost on a clean stop: pending changes are written before exit.
    store.flush();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
