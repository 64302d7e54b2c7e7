import path from "node:path";
import type { Context, Hono } from "hono";
import { APP_BASE } from "@tandem/paths";
import {
  CARD_PROVIDER_ORIGINS,
  contentSecurityPolicy,
  inlineStyleHashes,
  originOf,
  securityHeaders,
  type ThirdPartyOrigins,
} from "./security-headers.ts";
import { acceptedEncodings, pickVariant, StaticFiles, type StaticFile } from "./static-files.ts";

/** How the app is served. */
export interface StaticAppOptions {
  /**
   * A JSON file served as `/app/config.json`, the app's runtime configuration (the `.env` variable names), in
   * place of any config.json of the build; its API host, DSN and metrics endpoint join the CSP's connect-src.
   */
  appConfig?: string | null;
}

/** Variables of the app's configuration naming hosts the app sends requests to. */
const CONNECT_VARIABLES = ["VITE_API_HOST", "VITE_SENTRY_DSN", "VITE_METRICS_ENDPOINT"];
// The maps service the map's basemap fetches its tiles from when a token is configured (F-084).
const MAPS_SERVICE_ORIGIN = "https://api.mapbox.com";

// The app shell a build that prerenders its public pages keeps beside them (apps/member-web/scripts/prerender.ts).
const SHELL = "shell.html";
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

function configValues(config: StaticFile | null): Record<string, unknown> {
  if (!config) return {};
  try {
    return JSON.parse(Buffer.from(config.identity.body).toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function connectOrigins(values: Record<string, unknown>): string[] {
  const origins = CONNECT_VARIABLES.map((name) => originOf(values[name])).filter((origin) => origin !== null);
  if (values.VITE_MAPS_ACCESS_TOKEN) origins.push(MAPS_SERVICE_ORIGIN);
  if (values.VITE_STRIPE_PUBLIC_KEY) origins.push(...CARD_PROVIDER_ORIGINS.connect);
  return origins;
}

// The card provider's script and frames, only with its publishable key configured.
function thirdPartyOrigins(values: Record<string, unknown>): ThirdPartyOrigins {
  if (!values.VITE_STRIPE_PUBLIC_KEY) return {};
  return { scripts: CARD_PROVIDER_ORIGINS.scripts, frames: CARD_PROVIDER_ORIGINS.frames };
}

async function send(
  c: Context,
  file: StaticFile,
  immutable: boolean,
  security: Record<string, string>,
): Promise<Response> {
  const variant = await pickVariant(file, acceptedEncodings(c.req.header("accept-encoding")));
  const headers = new Headers({
    ...security,
    "Cache-Control": immutable ? IMMUTABLE : "no-cache",
    ETag: variant.etag,
  });
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
 * Serves the built member app under /app, same origin as the API, as a CDN would: brotli or gzip by
 * Accept-Encoding for text files (compressed once per file version, kept in memory); hashed assets cached for
 * a year; index.html and other unhashed files `no-cache` with a strong ETag answering 304. A prerendered page is
 * its folder's index.html (`/app/start` → start/index.html); any other path that is not a file gets the app shell
 * (shell.html, or index.html when the build has none) so the client router can take it, except under assets/
 * and config.json, where it is a 404. Every answer carries the security headers, its CSP allowing the inline styles
 * of the HTML it sends (index.html's for other files) by hash.
 */
export function mountStaticApp(app: Hono, appDir: string, options: StaticAppOptions = {}): void {
  const root = path.resolve(appDir);
  const configFile = path.resolve(options.appConfig ?? path.join(root, "config.json"));
  const files = new StaticFiles();
  // The policy depends on the page (its inline styles) and config.json, so it is made again only when either
  // changes. A prerendered page and the shell inline their own styles; every other answer takes index.html's policy.
  const policies = new Map<string, { key: string; headers: Record<string, string> }>();
  const security = async (page = path.join(root, "index.html")) => {
    const [index, config] = await Promise.all([files.load(page), files.load(configFile)]);
    const key = `${index?.identity.etag}|${config?.identity.etag}`;
    const known = policies.get(page);
    if (known?.key === key) return known.headers;
    const html = index ? Buffer.from(index.identity.body).toString("utf8") : "";
    const values = configValues(config);
    const csp = contentSecurityPolicy(
      inlineStyleHashes(html),
      connectOrigins(values),
      thirdPartyOrigins(values),
    );
    const policy = { key, headers: securityHeaders(csp) };
    policies.set(page, policy);
    return policy.headers;
  };
  app.get("/", (c) => c.redirect(`${APP_BASE}/`));
  app.get(APP_BASE, (c) => c.redirect(`${APP_BASE}/`));
  app.get(`${APP_BASE}/*`, async (c) => {
    const relative = relativePath(c.req.path);
    if (relative === null) return c.notFound();
    const target = relative === "config.json" ? configFile : path.join(root, relative);
    const file = await files.load(target);
    if (file)
      return send(
        c,
        file,
        HASHED.test(relative),
        await security(relative.endsWith(".html") ? target : undefined),
      );
    // A missing script must not be answered with the HTML shell, let alone cached for a year; nor a missing
    // config.json, which the app reads as "use the build-time values".
    if (relative.startsWith("assets/") || relative === "config.json") return c.notFound();
    // A prerendered page is a folder's index.html (/app/start is start/index.html); any other path gets the
    // empty shell (shell.html of a build that prerenders, else index.html) for the client router to take.
    const pageFile = path.join(root, relative.replace(/\/$/, ""), "index.html");
    const page = await files.load(pageFile);
    if (page) return send(c, page, false, await security(pageFile));
    const shellFile = path.join(root, SHELL);
    const shell = await files.load(shellFile);
    if (shell) return send(c, shell, false, await security(shellFile));
    const index = await files.load(path.join(root, "index.html"));
    return index ? send(c, index, false, await security()) : c.notFound();
  });
}
