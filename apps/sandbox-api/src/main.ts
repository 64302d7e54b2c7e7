// `pnpm start`: the sandbox on http://127.0.0.1:22001 (doc 1 §7's local API port), state in .data/sandbox.json.
import path from "node:path";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { faultConfigFromEnv } from "./faults.ts";
import { createSandboxServer } from "./server.ts";
import { openStore } from "./state/open-store.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "22001" },
    host: { type: "string", default: "127.0.0.1" },
    "app-dir": { type: "string", default: path.resolve(import.meta.dirname, "../../member-web/dist") },
    "app-config": { type: "string" },
    "data-file": { type: "string", default: path.resolve(import.meta.dirname, "../.data/sandbox.json") },
    memory: { type: "boolean", default: false },
    reset: { type: "boolean", default: false },
    "no-rate-limits": { type: "boolean", default: false },
    quiet: { type: "boolean", default: false },
  },
  allowPositionals: false,
});

const log = values.quiet ? undefined : (line: string) => console.log(line);
const store = openStore({
  file: values.memory ? null : values["data-file"],
  reset: values.reset,
  log: (line) => console.log(line),
});
const { app } = createSandboxServer({
  appDir: values["app-dir"],
  appConfig: values["app-config"] ?? null,
  log,
  store,
  faults: faultConfigFromEnv(process.env),
  rateLimits: !values["no-rate-limits"],
});

const server = serve({ fetch: app.fetch, port: Number(values.port), hostname: values.host }, (info) => {
  console.log(
    `Tandem sandbox API on http://${values.host}:${info.port}/api/v1 (app: http://localhost:${info.port}/app/, demo: http://localhost:${info.port}/sandbox/)`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // Nothing is lost on a clean stop: pending changes are written before exit.
    store.flush();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
