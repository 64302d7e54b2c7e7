// Fixed-window rate limits (contract §1.9, Rack::Attack throttles). Kept in memory: a restart forgets them.
import { ApiFailure } from "./api-failure.ts";

/** One throttle: at most `limit` requests per `windowMs` for each discriminator. */
export interface Throttle {
  name: string;
  limit: number;
  windowMs: number;
}

/** Which limits count: all, none, or only those of a phone (`--no-ip-rate-limits`). */
export type RateLimits = boolean | "phone-only";

/** Counts requests per (throttle, discriminator, window). */
export class RateLimiter {
  private readonly counts = new Map<string, number>();
  private readonly enabled: boolean;
  private readonly byAddress: boolean;

  constructor(limits: RateLimits = true) {
    this.enabled = limits !== false;
    this.byAddress = limits === true;
  }

  /**
   * Counts one request of the client at `address` (src/http/proxy-trust.ts `clientAddress`). Journeys on one
   * machine all come from 127.0.0.1, so their sandboxes run without these limits (`--no-ip-rate-limits`).
   */
  hitByAddress(throttle: Throttle, address: string, nowMs: number): void {
    if (this.byAddress) this.hit(throttle, `address=${address}`, nowMs);
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
