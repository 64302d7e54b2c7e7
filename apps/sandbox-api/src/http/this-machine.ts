// The sandbox's controls (`/sandbox`: the outbox with everyone's sign-in codes, the members, faults, the clock,
// reseeding) answer only a request from this machine to a loopback host name that no proxy passed on. The socket
// check keeps other machines out; the Host check keeps out a page on another site whose name was made to resolve
// to 127.0.0.1 (DNS rebinding), which the browser sends with its own name as Host; the proxy check keeps out every
// client of a proxy on this machine (nginx's socket is 127.0.0.1 and it passes the client's Host on).
import type { Context, MiddlewareHandler } from "hono";
import type { SandboxEnv } from "../sandbox.ts";
import { ApiFailure } from "./api-failure.ts";
import { cameThroughProxy, fromThisMachine } from "./proxy-trust.ts";

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** True when the request was addressed to a loopback name: `localhost`, `127.x.x.x` or `[::1]`, any port. */
export function isLoopbackHost(c: Context<SandboxEnv>): boolean {
  return LOOPBACK_HOST.test(new URL(c.req.url).hostname);
}

/** 403 `forbidden` for a sandbox control asked from another machine, under another host name or through a proxy. */
export function controlsOnThisMachine(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (!fromThisMachine(c) || !isLoopbackHost(c) || cameThroughProxy(c))
      throw new ApiFailure(
        403,
        "forbidden",
        "Sandbox controls only answer this machine, at localhost, 127.0.0.1 or [::1], never through a proxy",
      );
    await next();
  };
}
