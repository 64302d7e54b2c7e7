// What a page on another site must not make a visitor's browser do here (README, "What the sandbox refuses"): a
// form posting `text/plain` or form fields, or a script's write from a foreign Origin, reaches no route; no body is
// larger than any call needs. The session cookie carries no CSRF token (contract §1.7), so these are the defence.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { SandboxEnv } from "../sandbox.ts";
import { ApiFailure } from "./api-failure.ts";
import { requestOrigin } from "./proxy-trust.ts";

/** The largest body taken: the biggest call (a survey, the sandbox's hostile texts) is a few kilobytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True for methods that may change state, the only ones the guards below look at. */
function isWrite(c: Context): boolean {
  return !SAFE_METHODS.has(c.req.method);
}

/** 413 `payload_too_large` for a body past {@link BODY_LIMIT_BYTES}, announced or streamed. */
export function limitBodies(): MiddlewareHandler<SandboxEnv> {
  return bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiFailure(413, "payload_too_large", "Request bodies must be at most 64 KB");
    },
  });
}

/** The media type of a Content-Type header, lower case, without parameters (`application/json; charset=utf-8`). */
function mediaType(header: string): string {
  return (header.split(";")[0] ?? "").trim().toLowerCase();
}

function hasBody(c: Context): boolean {
  const length = c.req.header("content-length");
  return c.req.header("transfer-encoding") !== undefined || (length !== undefined && length.trim() !== "0");
}

/**
 * 415 `unsupported_media_type` for a write whose body is not `application/json`: every call takes JSON (contract
 * §1.2), and only the other types (`text/plain`, form fields) can be sent across sites without a preflight. A write
 * with neither body nor Content-Type (a sign-out, a claim) passes.
 */
export function jsonBodiesOnly(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const type = c.req.header("content-type");
    const refused = type === undefined ? hasBody(c) : mediaType(type) !== "application/json";
    if (isWrite(c) && refused)
      throw new ApiFailure(415, "unsupported_media_type", "Request bodies must be application/json");
    await next();
  };
}

/**
 * 403 `forbidden` for a write whose `Origin` is another site's. Allowed: no Origin (tools, Playwright's request
 * context, same-origin requests of older browsers), the origin the request was sent to (the app is served from
 * the same origin, or by a proxy that passes `Host` on, and from a trusted proxy the scheme it names: the https
 * app in front of a plain-http sandbox), and the configured app origins (`--app-origin`).
 */
export function sameOriginWrites(appOrigins: readonly string[]): MiddlewareHandler<SandboxEnv> {
  const allowed = new Set(appOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    const origin = c.req.header("origin");
    const own = requestOrigin(c);
    if (isWrite(c) && origin !== undefined && origin !== own && !allowed.has(origin))
      throw new ApiFailure(403, "forbidden", "Forbidden: this request came from another site");
    await next();
  };
}
