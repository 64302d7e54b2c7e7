// The sandbox's shared state and the types routes use. The version and the Hono environment live in modules of their
// own (api-version.ts, sandbox-env.ts) so that nothing the Sandbox holds imports this file back; they are named here
// too, where routes look for them.
import type { ApiVersion } from "./api-version.ts";
import type { Faults } from "./faults.ts";
import type { Outbox } from "./outbox.ts";
import type { RateLimiter } from "./http/rate-limiter.ts";
import type { Clock } from "./state/clock.ts";
import type { Store } from "./state/store.ts";

export { API_VERSIONS, type ApiVersion } from "./api-version.ts";
export type { SandboxApp, SandboxEnv } from "./sandbox-env.ts";

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
