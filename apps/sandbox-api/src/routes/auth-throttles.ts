// Rate limits of sign-in (contract §1.9).
import type { Throttle } from "../http/rate-limiter.ts";

const MINUTE = 60_000;

/** A throttle and what it counts by. */
export type AuthThrottle = Throttle & { by: "phone" | "ip" };

/** auth/start: 3 a minute and 10 an hour per phone and per IP; auth/verify: 4 per 2 min and 8 per 20 min per IP, 50 per 20 min per phone. */
export const AUTH_THROTTLES: Record<"start" | "verify", AuthThrottle[]> = {
  start: [
    { name: "start-phone-1m", limit: 3, windowMs: MINUTE, by: "phone" },
    { name: "start-phone-1h", limit: 10, windowMs: 60 * MINUTE, by: "phone" },
    { name: "start-ip-1m", limit: 3, windowMs: MINUTE, by: "ip" },
    { name: "start-ip-1h", limit: 10, windowMs: 60 * MINUTE, by: "ip" },
  ],
  verify: [
    { name: "verify-ip-2m", limit: 4, windowMs: 2 * MINUTE, by: "ip" },
    { name: "verify-ip-20m", limit: 8, windowMs: 20 * MINUTE, by: "ip" },
    { name: "verify-phone-20m", limit: 50, windowMs: 20 * MINUTE, by: "phone" },
  ],
};
