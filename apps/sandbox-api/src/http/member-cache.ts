// Member data must not outlive the session in the browser's HTTP cache: every API answer but the public reference
// data is `no-store` (contract §1.10 has it on GET /me; the sandbox puts it on every member answer), and the 401
// that finds a session cookie with no live session behind it clears the site's cache.
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { currentCaller, SESSION_COOKIE } from "./session.ts";

// Public and the same for everyone: reference data, strings files, images, the user-agent echo. They keep their
// own caching (images `public`, strings files revalidated by ETag).
const PUBLIC_PATH = /^\/api\/(v1\/(meta|images)\/|useragent$)/;

/** `Cache-Control: no-store` on member answers, `Clear-Site-Data: "cache"` on the 401 that ends a session. */
export function memberAnswersUncached(sandbox: Sandbox): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!PUBLIC_PATH.test(c.req.path) && !headers.has("Cache-Control"))
      headers.set("Cache-Control", "no-store");
    // Only the HTTP cache: "storage" would also drop the app's own settings (its language) and service worker.
    if (c.res.status === 401 && getCookie(c, SESSION_COOKIE) && !currentCaller(c, sandbox))
      headers.set("Clear-Site-Data", '"cache"');
  };
}
