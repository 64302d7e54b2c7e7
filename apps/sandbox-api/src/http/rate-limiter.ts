// Fixed-window rate limits (contract §1.9, Rack::Attack throttles). Kept in memory: a restart forgets them.
import type { Context } from "hono";
import type { SandboxEnv } from "../sandbox-env.ts";
import { ApiFailure } from "./api-failure.ts";

/** One throttle: at most `limit` requests per `windowMs` for each discriminator. */
export interface Throttle {
  name: string;
  limit: number;
  windowMs: number;
}

/** Counts requests per (throttle, discriminator, window). */
export class RateLimiter {
  private readonly counts = new Map<string, number>();
  private readonly enabled: boolean;

  constructor(enabled = true) {
    this.enabled = enabled;
  }

  /** Counts one request; throws 429 `too_many_requests` with `retry_after` when over the limit. */
  hit(throttle: Throttle, discriminator: string | null, nowMs: number): void {
    if (!this.enabled || discriminator === null) return;
    const windowStart = Math.floor(nowMs / throttle.windowMs) * throttle.windowMs;
    const key = `${throttle.name}:${discriminator}:${windowStart}`;
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (this.counts.size > 50_000) this.forgetBefore(nowMs - 3_600_000);
    if (count > throttle.limit) {
      // retry_after: seconds until the current fixed window ends, as a string (contract §1.9).
      const seconds = String(Math.max(1, Math.ceil((windowStart + throttle.windowMs - nowMs) / 1000)));
      throw new ApiFailure(
        429,
        "too_many_requests",
        "Rate limited",
        { retry_after: seconds },
        { "retry-after": seconds },
      );
    }
  }

  /** Forgets the counts of one discriminator (a phone's sign-in limits), so journeys can sign one member in often. */
  forget(discriminator: string): void {
    for (const key of this.counts.keys()) if (key.split(":")[1] === discriminator) this.counts.delete(key);
  }

  /** Forgets every count (tests, `/sandbox/reset`). */
  reset(): void {
    this.counts.clear();
  }

  private forgetBefore(cutoffMs: number): void {
    for (const key of this.counts.keys()) {
      const windowStart = Number(key.slice(key.lastIndexOf(":") + 1));
      if (windowStart < cutoffMs - 3_600_000) this.counts.delete(key);
    }
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** True when the request comes from this machine (or has no socket: in-process tests). */
export function isLocalRequest(c: Context<SandboxEnv>): boolean {
  const address = c.env?.incoming?.socket.remoteAddress;
  return address === undefined || LOOPBACK.test(address);
}

/**
 * The client IP for IP throttles: the socket address, or — from loopback, as behind a local proxy — the first
 * `X-Forwarded-For` entry. A client on this machine (loopback without that header, or forwarded from loopback by a
 * local proxy such as the nginx journeys') is not IP-limited, so journeys and demos on one machine can sign in
 * repeatedly; the per-phone limits still apply.
 */
export function clientIp(c: Context<SandboxEnv>): string | null {
  const address = c.env?.incoming?.socket.remoteAddress;
  if (address !== undefined && !LOOPBACK.test(address)) return address;
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded && forwarded !== "" && !LOOPBACK.test(forwarded) ? forwarded : null;
}
