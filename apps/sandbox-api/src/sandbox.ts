import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import type { Faults } from "./faults.ts";
import type { Outbox } from "./outbox.ts";
import type { RateLimiter } from "./http/rate-limiter.ts";
import type { Clock } from "./state/clock.ts";
import type { SessionRecord } from "./state/records.ts";
import type { Store } from "./state/store.ts";
import type { Lang } from "./views/view-context.ts";

/** Timings of the simulated outside world; tests shorten them. */
export interface SandboxTimings {
  /** How long `poll_for_new_magic_link` holds before answering "no change" (contract §5.5: ~25 s). */
  pollHoldMs: number;
  /** How often a held poll looks again (contract: every 3 s). */
  pollIntervalMs: number;
  /** How long after `make_auth_request` the vendor's magic link arrives. */
  magicLinkDelayMs: number;
  /** How long a newly linked bank account stays unverified. */
  bankVerifyDelayMs: number;
}

/**
 * Which member API the sandbox speaks (README, "Two API versions"): the spec's `5dd9af6c`, or `current`, the
 * programme's backend today, which adds the contract's HEAD-only fields and calls.
 */
export type ApiVersion = "5dd9af6c" | "current";

/** The versions `--api-version` takes, the spec's first. */
export const API_VERSIONS: readonly ApiVersion[] = ["5dd9af6c", "current"];

/** Everything the routes share: state, time, the outbox, faults, rate limits and timings. */
export interface Sandbox {
  store: Store;
  clock: Clock;
  /** The member API version answered (fields, calls and errors marked HEAD only exist on `current`). */
  apiVersion: ApiVersion;
  outbox: Outbox;
  faults: Faults;
  limiter: RateLimiter;
  timings: SandboxTimings;
  /** Sandbox addition: texts of the server's alerts (strings file) set by `POST /sandbox/untrusted-text`. */
  alertTexts: readonly string[] | null;
}

/** Hono's environment for sandbox routes: Node's request bindings and per-request values. */
export interface SandboxEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { lang: Lang; session: SessionRecord | null; apiVersion: ApiVersion };
}

/** A router of sandbox routes. */
export type SandboxApp = Hono<SandboxEnv>;
