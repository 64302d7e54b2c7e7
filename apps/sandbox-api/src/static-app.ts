import path from "node:path";
import type { Context, Hono } from "hono";
import { APP_BASE } from "@tandem/paths";
import { acceptedEncodings, pickVariant, StaticFiles, type StaticFile } from "./static-files.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
// Vite writes bundled files as assets/<name>-<hash>.<ext> (source maps beside them): their content never changes.
const HASHED = /^assets\/[^/]+-[\w-]{6,}\.[a-z\d]+(\.map)?$/i;

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

async function send(c: Context, file: StaticFile, immutable: boolean): Promise<Response> {
  const variant = await pickVariant(file, acceptedEncodings(c.req.header("accept-encoding")));
  const headers = new Headers({ "Cache-Control": immutable ? IMMUTABLE : "no-cache", ETag: variant.etag });
  // Caches must key compressible files by Accept-Encoding even when this answer happens to be identity.
  if (file.compressible) headers.set("Vary", "Accept-Encoding");
  // A 304 carries only what updates the cached copy (RFC 9110 §15.4.5), not the body's metadata.
  if (matches(c.req.header("if-none-match"), variant.etag))
    return new Response(null, { status: 304, headers });
  headers.set("Content-Type", file.type);
  headers.set("X-Content-Type-Options", "nosniff");
  if (variant.encoding) headers.set("Content-Encoding", variant.encoding);
  headers.set("Content-Length", String(variant.body.length));
  // Hono answers HEAD through this GET route and drops the body, keeping the headers.
  return new Response(variant.body, { status: 200, headers });
}

/**
 * Serves the built member app under /app, same origin as the API, as a CDN would: brotli or gzip by
 * Accept-Encoding for text files (compressed once per file version, kept in memory); hashed assets cached for
 * a year; index.html and other unhashed files `no-cache` with a strong ETag answering 304. A path that is not a
 * file gets index.html so the client router can take it, except under assets/, where it is a 404.
 */
export function mountStaticApp(app: Hono, appDir: string): void {
  const root = path.resolve(appDir);
  const files = new StaticFiles();
  app.get("/", (c) => c.redirect(`${APP_BASE}/`));
  app.get(APP_BASE, (c) => c.redirect(`${APP_BASE}/`));
  app.get(`${APP_BASE}/*`, async (c) => {
    const relative = relativePath(c.req.path);
    if (relative === null) return c.notFound();
    const file = await files.load(path.join(root, relative));
    if (file) return send(c, file, HASHED.test(relative));
    // A missing script must not be answered with the HTML shell, let alone cached for a year.
    if (relative.startsWith("assets/")) return c.notFound();
    const index = await files.load(path.join(root, "index.html"));
    return index ? send(c, index, false) : c.notFound();
  });
}
