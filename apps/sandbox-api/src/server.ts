import { existsSync } from "node:fs";
import { Hono } from "hono";
import { requestLog } from "./request-log.ts";
import { mountStaticApp } from "./static-app.ts";

export interface SandboxOptions {
  /** Folder of the built member app (its index.html); the app is served under /app when it exists. */
  appDir?: string | null;
  /** Where request log lines go; nothing is logged when omitted. */
  log?: (line: string) => void;
}

function errorBody(status: number, code: string, message?: string) {
  return { error: message === undefined ? { status, code } : { message, status, code } };
}

/** Builds the sandbox member API (and the app's static host) without listening, so tests can drive it. */
export function createServer(options: SandboxOptions = {}): Hono {
  const app = new Hono();
  if (options.log) app.use(requestLog(options.log));

  const api = new Hono();
  // Contract §3.1: signed out, GET /me answers 401 with the error envelope and no message.
  api.get("/me", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(errorBody(401, "unauthenticated"), 401);
  });
  api.all("*", (c) => c.json(errorBody(404, "not_found", `No route for ${c.req.method} ${c.req.path}`), 404));
  app.route("/api/v1", api);

  if (options.appDir && existsSync(options.appDir)) mountStaticApp(app, options.appDir);
  return app;
}
