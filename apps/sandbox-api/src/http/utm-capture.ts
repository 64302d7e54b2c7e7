// The backend's Rack::UtmCapture in front of its web app (lib/rack/spa_app.rb): every answer under /app to a
// request whose query carries campaign parameters keeps them in cookies (src/domain/utm.ts). Cookies, not the
// app, carry them to sign-up, so the app needs to know nothing of them.
import type { MiddlewareHandler } from "hono";
import { utmSetCookies } from "../domain/utm.ts";

/** Adds the campaign cookies to the answer, whatever it is (a page, a file, a 404), as the backend does. */
export function utmCapture(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const search = new URL(c.req.url).search;
    if (!search.includes("utm_")) return;
    // The cookie's lifetime runs on the browser's clock, so on the real one, not the sandbox's (which can be moved).
    for (const cookie of utmSetCookies(search, c.req.header("cookie"), Date.now()))
      c.res.headers.append("Set-Cookie", cookie);
  };
}
