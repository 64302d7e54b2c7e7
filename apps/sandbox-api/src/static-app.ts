import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the built member app under /app, same origin as the API: hashed assets cached for a year, every other
 * path answered with index.html so the client router can take it.
 */
export function mountStaticApp(app: Hono, appDir: string): void {
  app.get("/", (c) => c.redirect("/app/"));
  app.get("/app", (c) => c.redirect("/app/"));
  // Vite fingerprints everything under assets/, so those files never change; anything else is revalidated.
  app.use("/app/*", async (c, next) => {
    await next();
    if (!c.res.ok) return;
    const immutable = c.req.path.startsWith("/app/assets/");
    c.res.headers.set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  });
  app.use("/app/*", serveStatic({ root: appDir, rewriteRequestPath: (p) => p.replace(/^\/app/, "") }));
  // Read on each request so a rebuilt app is served without a restart.
  app.get("/app/*", async (c) => {
    return c.html(await readFile(path.join(appDir, "index.html"), "utf8"));
  });
}
