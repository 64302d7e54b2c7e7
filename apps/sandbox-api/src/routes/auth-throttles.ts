// Rate limits of sign-in (contract §1.9), and the same limits on the other unauthenticated forms that write: the
// contact list and regain-access requests (a sandbox addition: the backend throttles only sign-in).
import { normalizePhone } from "@tandem/validation";
import type { Context } from "hono";
import { clientAddress } from "../http/proxy-trust.ts";
import type { Throttle } from "../http/rate-limiter.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";

const MINUTE = 60_000;

/** A throttle and what it counts by. */
export type AuthThrottle = Throttle & { by: "phone" | "ip" };

/** 3 a minute and 10 an hour per phone and per IP, counted apart for each `route`. */
function asStart(route: string): AuthThrottle[] {
  return [
    { name: `${route}-phone-1m`, limit: 3, windowMs: MINUTE, by: "phone" },
    { name: `${route}-phone-1h`, limit: 10, windowMs: 60 * MINUTE, by: "phone" },
    { name: `${route}-ip-1m`, limit: 3, windowMs: MINUTE, by: "ip" },
    { name: `${route}-ip-1h`, limit: 10, windowMs: 60 * MINUTE, by: "ip" },
  ];
}

/**
 * auth/start: 3 a minute and 10 an hour per phone and per IP; auth/verify: 4 per 2 min and 8 per 20 min per IP,
 * 50 per 20 min per phone; contact_list and regain_account_access (by the phone asking): as auth/start, each
 * counted on its own so that signing up at an event leaves signing in free.
 */
export const AUTH_THROTTLES: Record<"start" | "verify" | "contact" | "regain", AuthThrottle[]> = {
  start: asStart("start"),
  contact: asStart("contact"),
  regain: asStart("regain"),
  verify: [
    { name: "verify-ip-2m", limit: 4, windowMs: 2 * MINUTE, by: "ip" },
    { name: "verify-ip-20m", limit: 8, windowMs: 20 * MINUTE, by: "ip" },
    { name: "verify-phone-20m", limit: 50, windowMs: 20 * MINUTE, by: "phone" },
  ],
};

/** Counts the request against `route`'s limits, by the phone it names and the client's IP; 429 past one. */
export function throttleAuth(
  c: Context<SandboxEnv>,
  sandbox: Sandbox,
  route: keyof typeof AUTH_THROTTLES,
  phone: unknown,
): void {
  const nowMs = sandbox.clock.nowMs();
  const byPhone = typeof phone === "string" ? normalizePhone(phone) : null;
  for (const rule of AUTH_THROTTLES[route])
    if (rule.by === "phone") sandbox.limiter.hit(rule, byPhone, nowMs);
    else sandbox.limiter.hitByAddress(rule, clientAddress(c), nowMs);
}
