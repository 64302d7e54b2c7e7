// Per-client limits on the two unauthenticated calls that write to the data file on every visit: following a
// registration link (a one-time code each time) and the card provider stand-in's tokens (a token each time). A
// sandbox addition, answered as the sign-in limits are (429 `too_many_requests` with `retry_after`), so one client
// cannot grow the file without end.
import type { Context } from "hono";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { clientAddress } from "./proxy-trust.ts";
import type { Throttle } from "./rate-limiter.ts";

const MINUTE = 60_000;

/** 10 a minute and 60 an hour per client: more than a member following links or trying cards ever needs. */
export const WRITE_THROTTLES: Record<"registrationLink" | "cardToken", Throttle[]> = {
  registrationLink: [
    { name: "registration-link-1m", limit: 10, windowMs: MINUTE },
    { name: "registration-link-1h", limit: 60, windowMs: 60 * MINUTE },
  ],
  cardToken: [
    { name: "card-token-1m", limit: 10, windowMs: MINUTE },
    { name: "card-token-1h", limit: 60, windowMs: 60 * MINUTE },
  ],
};

/** Counts the request against `write`'s limits by the client's address; 429 past one. */
export function throttleWrite(
  c: Context<SandboxEnv>,
  sandbox: Sandbox,
  write: keyof typeof WRITE_THROTTLES,
): void {
  const nowMs = sandbox.clock.nowMs();
  for (const throttle of WRITE_THROTTLES[write])
    sandbox.limiter.hitByAddress(throttle, clientAddress(c), nowMs);
}
