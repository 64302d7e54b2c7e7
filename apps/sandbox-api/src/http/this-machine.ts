// The sandbox's controls (`/sandbox`: the outbox with everyone's sign-in codes, the members, faults, the clock,
// reseeding) answer only a request from this machine to a loopback host name. The socket check keeps other
// machines out; the Host check keeps out a page on another site whose name was made to resolve to 127.0.0.1 (DNS
// rebinding), which the browser sends with its own name as Host.
import type { Context, MiddlewareHandler } from "hono";
import type { SandboxEnv } from "../sandbox.ts";
import { ApiFailure } from "./api-failure.ts";
import { isLocalRequest } from "./rate-limiter.ts";

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** True when the request was addressed to a loopback name: `localhost`, `127.x.x.x` or `[::1]`, any port. */
export function isLoopbackHost(c: Context<SandboxEnv>): boolean {
  return LOOPBACK_HOST.test(new URL(c.req.url).hostname);
}

/** 403 `forbidden` for a sandbox control asked from another machine or under another host name. */
export function controlsOnThisMachine(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (!isLocalRequest(c) || !isLoopbackHost(c))
      throw new ApiFailure(
        403,
        "forbidden",
        "Sandbox controls only answer this machine, at localhost, 127.0.0.1 or [::1]",
      );
    await next();
  };
}
