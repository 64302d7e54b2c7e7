import path from "node:path";
import type { Context, Hono } from "hono";
import { APP_BASE } from "@tandem/paths";
import { cacheControl, isNoFallback } from "@tandem/paths/serving";
import { utmCapture } from "./http/utm-capture.ts";
import { AppPolicies } from "./security-headers.ts";
import { acceptedEncodings, pickVariant, StaticFiles, type StaticFile } from "./static-files.ts";

/** How the app is served. */
export interface StaticAppOptions {
  /**
   * A JSON file served as `/app/config.json`, the app's runtime configuration (the `.env` variable names), in
   * place of any config.json of the build; its API host, DSN and metrics endpoint join the CSP's connect-src.
   */
  appConfig?: string | null;
}

/** The path inside the app folder, or null for anything that must not be served (dotfiles, `..`, bad escapes). */
function relativePath(requestPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(requestPath.slice(APP_BASE.length).replace(/^\//, ""));
  } catch {
    return null;
  }
  if (relative.includes("\0") || relative.split("/").some((segment) => segment.startsWith("."))) return null;
  return relative === "" ? "index.html" : relative;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  // If-None-Match uses the weak comparison (RFC 9110 §13.1.2), so a W/ prefix does not stop a match.
  return (ifNoneMatch ?? "").split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

async function send(
  c: Context,
  file: StaticFile,
  cache: string,
  security: Record<string, string>,
): Promise<Response> {
  const variant = await pickVariant(file, acceptedEncodings(c.req.header("accept-encoding")));
  const headers = new Headers({ ...security, "Cache-Control": cache, ETag: variant.etag });
  // Caches must key compressible files by Accept-Encoding even when this answer happens to be identity.
  if (file.compressible) headers.set("Vary", "Accept-Encoding");
  // A 304 carries only what updates the cached copy (RFC 9110 §15.4.5), not the body's metadata.
  if (matches(c.req.header("if-none-match"), variant.etag))
    return new Response(null, { status: 304, headers });
  headers.set("Content-Type", file.type);
  if (variant.encoding) headers.set("Content-Encoding", variant.encoding);
  headers.set("Content-Length", String(variant.body.length));
  // Hono answers HEAD through this GET route and drops the body, keeping the headers.
  return new Response(variant.body, { status: 200, headers });
}

/**
 * Serves the built member app under /app, same origin as the API, as a CDN would, by the rules of the build's
 * headers manifest (`.headers.json`; the shared rules of `@tandem/paths/serving` when it has none): brotli or gzip
 * by Accept-Encoding for text files (compressed once per file version, kept in memory); hashed assets cached for a
 * year; index.html and other unhashed files `no-cache` with a strong ETag answering 304. A prerendered page is its
 * folder's index.html (`/app/start` → start/index.html); any other path that is not a file gets the fallback
 * document (shell.html, or index.html when the build has none) so the client router can take it, except under
 * assets/ and config.json, where it is a 404. Every answer carries the security headers (see AppPolicies).
 */
export function mountStaticApp(app: Hono, appDir: string, options: StaticAppOptions = {}): void {
  const root = path.resolve(appDir);
  const configFile = path.resolve(options.appConfig ?? path.join(root, "config.json"));
  const files = new StaticFiles();
  const policies = new AppPolicies(files, root, configFile);
  // Campaign links keep their utm_ parameters in cookies until sign-up (the backend's web app, Rack::UtmCapture).
  // Hono's `/app/*` takes `/app` as well.
  app.use(`${APP_BASE}/*`, utmCapture());
  app.get("/", (c) => c.redirect(`${APP_BASE}/`));
  app.get(APP_BASE, (c) => c.redirect(`${APP_BASE}/`));
  app.get(`${APP_BASE}/*`, async (c) => {
    const relative = relativePath(c.req.path);
    if (relative === null) return c.notFound();
    const rules = await policies.rules();
    const target = relative === "config.json" ? configFile : path.join(root, relative);
    const file = await files.load(target);
    if (file)
      return send(
        c,
        file,
        cacheControl(rules, relative),
        await policies.headers(relative.endsWith(".html") ? target : undefined),
      );
    // A missing script must not be answered with the HTML shell, let alone cached for a year; nor a missing
    // config.json, which the app reads as "use the build-time values".
    if (isNoFallback(rules, relative)) return c.notFound();
    // A prerendered page is a folder's index.html (/app/start is start/index.html); any other path gets the
    // fallback document (shell.html of a build that prerenders, else index.html) for the client router to take.
    for (const document of [`${relative.replace(/\/$/, "")}/index.html`, rules.fallback, "index.html"]) {
      const documentFile = path.join(root, document);
      const page = await files.load(documentFile);
      if (page) return send(c, page, cacheControl(rules, document), await policies.headers(documentFile));
    }
    return c.notFound();
  });
}
