import type { MiddlewareHandler } from "hono";

/** Logs one line per request: method, path, status and milliseconds. */
export function requestLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
