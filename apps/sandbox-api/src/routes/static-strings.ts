// GET /meta/static_strings/{locale}/{namespace} (contract §3.11): the raw strings file (never case-converted),
// with ETag / If-None-Match and Last-Modified / If-Modified-Since answering 304.
import { Hono } from "hono";
import { forbidden } from "../http/api-failure.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { stringsFile } from "../static-strings/catalog.ts";

/** Strings files. */
export function staticStringsRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();
  app.get("/meta/static_strings/:locale/:namespace", (c) => {
    const file = stringsFile(c.req.param("locale"), c.req.param("namespace"), sandbox.alertTexts);
    if (!file) throw forbidden();
    c.header("ETag", file.etag);
    c.header("Last-Modified", file.lastModified.toUTCString());
    c.header("Content-Language", c.req.param("locale"));
    const ifNoneMatch = c.req.header("if-none-match");
    const ifModifiedSince = Date.parse(c.req.header("if-modified-since") ?? "");
    const notModified =
      ifNoneMatch !== undefined
        ? ifNoneMatch.split(/\s*,\s*/).includes(file.etag)
        : ifModifiedSince >= file.lastModified.getTime();
    if (notModified) return c.body(null, 304);
    c.header("Content-Type", "application/json; charset=utf-8");
    return c.body(file.body);
  });
  return app;
}
