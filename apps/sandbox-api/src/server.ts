import { existsSync } from "node:fs";
import { Hono } from "hono";
import { except } from "hono/combine";
import { cors } from "hono/cors";
import { Faults, type FaultConfig } from "./faults.ts";
import { ApiFailure, errorEnvelope, internalFailure } from "./http/api-failure.ts";
import { memberAnswersUncached } from "./http/member-cache.ts";
import { RateLimiter, type RateLimits } from "./http/rate-limiter.ts";
import { jsonBodiesOnly, limitBodies, sameOriginWrites } from "./http/request-guards.ts";
import { sessionMiddleware } from "./http/session.ts";
import { controlsOnThisMachine } from "./http/this-machine.ts";
import { Outbox } from "./outbox.ts";
import { requestLog } from "./request-log.ts";
import { apiRoutes } from "./routes/api-routes.ts";
import { cardProviderRoutes } from "./routes/card-provider.ts";
import { sandboxAdminRoutes } from "./routes/sandbox-admin.ts";
import { userAgentRoutes } from "./routes/useragent.ts";
import type { ApiVersion, Sandbox, SandboxEnv, SandboxTimings } from "./sandbox.ts";
import { seedData } from "./seed/seed.ts";
import { Clock } from "./state/clock.ts";
import { Store } from "./state/store.ts";
import { mountStaticApp } from "./static-app.ts";

export interface SandboxOptions {
  /** The member API version to speak (default the spec's `5dd9af6c`). */
  apiVersion?: ApiVersion;
  /** Folder of the built member app (its index.html); the app is served under /app when it exists. */
  appDir?: string | null;
  /** A JSON file served as the app's runtime configuration, `/app/config.json` (see mountStaticApp). */
  appConfig?: string | null;
  /** Where request log lines go; nothing is logged when omitted. */
  log?: (line: string) => void;
  /** The state; defaults to a freshly seeded one kept in memory. */
  store?: Store;
  /** Sandbox time; defaults to real time. */
  clock?: Clock;
  /** Fault injection settings (default: none). */
  faults?: FaultConfig;
  /**
   * Rate limits of contract §1.9 and the sandbox's write limits (default on); `"phone-only"` keeps only those
   * counted per phone, for journeys whose clients all share this machine's address.
   */
  rateLimits?: RateLimits;
  /** Timings of the simulated vendors and banks. */
  timings?: Partial<SandboxTimings>;
  /**
   * Origins besides the request's own whose writes are taken (`--app-origin`): the app served from another origin
   * than the API it calls. A proxy that passes `Host` on needs none.
   */
  appOrigins?: readonly string[];
}

/** A built sandbox: the Hono app and the shared state behind it (tests reach in to move time or read state). */
export interface SandboxServer {
  app: Hono<SandboxEnv>;
  sandbox: Sandbox;
}

// The card provider stand-in (src/routes/card-provider.ts).
const CARD_PROVIDER_PATHS = "/sandbox/card-provider/*";
const EXPOSED_HEADERS = ["Etag", "Suma-Current-Member", "Created-Resource-Id"];
// Contract §1.1: credentials allowed for localhost and private-network origins, any port.
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|192\.168\.\d+\.\d+)(:\d+)?$/;

function language(header: string | undefined): "en" | "es" {
  return header?.trim().toLowerCase().startsWith("es") ? "es" : "en";
}

/**
 * What no request gets past (README, "What the sandbox refuses"): bodies over 64 KB anywhere; on the API and the
 * sandbox controls, bodies that are not JSON and writes from another site's origin; the controls only on loopback.
 * The card provider stand-in takes form fields from any origin, as the provider's own endpoint does.
 */
function guardRequests(app: Hono<SandboxEnv>, appOrigins: readonly string[]): void {
  app.use(limitBodies());
  const jsonOnly = jsonBodiesOnly();
  const sameOrigin = sameOriginWrites(appOrigins);
  app.use("/api/*", sameOrigin, jsonOnly);
  app.use("/sandbox/*", except(CARD_PROVIDER_PATHS, sameOrigin, jsonOnly, controlsOnThisMachine()));
}

/** Builds the sandbox member API (and the app's static host) without listening, so tests can drive it. */
export function createSandboxServer(options: SandboxOptions = {}): SandboxServer {
  const clock = options.clock ?? new Clock();
  const store = options.store ?? new Store(seedData(clock.nowMs()));
  const sandbox: Sandbox = {
    store,
    clock,
    apiVersion: options.apiVersion ?? "5dd9af6c",
    outbox: new Outbox(store),
    faults: new Faults(options.faults),
    limiter: new RateLimiter(options.rateLimits ?? true),
    timings: {
      pollHoldMs: 25_000,
      pollIntervalMs: 3_000,
      magicLinkDelayMs: 4_000,
      bankVerifyDelayMs: 120_000,
      ...options.timings,
    },
    alertTexts: null,
  };
  const app = new Hono<SandboxEnv>();
  if (options.log) app.use(requestLog(options.log));
  guardRequests(app, options.appOrigins ?? []);
  app.use(
    "/api/*",
    cors({
      origin: (origin) => (LOCAL_ORIGIN.test(origin) ? origin : null),
      credentials: true,
      exposeHeaders: EXPOSED_HEADERS,
    }),
  );
  app.use("/api/*", async (c, next) => {
    c.set("lang", language(c.req.header("accept-language")));
    c.set("apiVersion", sandbox.apiVersion);
    await next();
    if (!c.res.headers.has("Content-Language")) c.res.headers.set("Content-Language", c.get("lang"));
  });
  app.use("/api/*", sandbox.faults.middleware());
  app.use("/api/*", memberAnswersUncached(sandbox));
  app.use("/api/*", sessionMiddleware(sandbox));
  app.route("/api/v1", apiRoutes(sandbox));
  app.route("/api", userAgentRoutes());
  app.route("/", sandboxAdminRoutes(sandbox));
  app.route("/", cardProviderRoutes(sandbox));
  app.onError((error, c) => {
    const failure = error instanceof ApiFailure ? error : internalFailure(error);
    if (!(error instanceof ApiFailure)) options.log?.(`error: ${error.stack ?? String(error)}`);
    return c.json(errorEnvelope(failure), failure.status as 500, failure.headers);
  });
  if (options.appDir && existsSync(options.appDir))
    mountStaticApp(app as unknown as Hono, options.appDir, { appConfig: options.appConfig ?? null });
  return { app, sandbox };
}

/** Builds the sandbox member API (and the app's static host) without listening, so tests can drive it. */
export function createServer(options: SandboxOptions = {}): Hono<SandboxEnv> {
  return createSandboxServer(options).app;
}
