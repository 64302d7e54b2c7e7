import path from "node:path";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { createServer } from "./server.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "22001" },
    host: { type: "string", default: "127.0.0.1" },
    "app-dir": { type: "string", default: path.resolve(import.meta.dirname, "../../member-web/dist") },
    quiet: { type: "boolean", default: false },
  },
  allowPositionals: false,
});

const app = createServer({
  appDir: values["app-dir"],
  log: values.quiet ? undefined : (line) => console.log(line),
});

const port = Number(values.port);
const server = serve({ fetch: app.fetch, port, hostname: values.host }, (info) => {
  console.log(
    `Tandem sandbox API on http://${values.host}:${info.port}/api/v1 (app: http://localhost:${info.port}/app/)`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
