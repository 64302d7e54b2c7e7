// What the sandbox believes about a request that came through a proxy (README, "What the sandbox trusts"). Only a
// proxy on this machine (a loopback socket, as nginx in front of the sandbox) is trusted, and only for the client's
// address and the scheme the browser used; a request that came through any proxy never reaches the sandbox's
// controls. Every other client's headers are its own say-so and count for nothing.
import type { Context } from "hono";
import type { SandboxEnv } from "../sandbox-env.ts";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The socket's peer address, or undefined without a socket (in-process tests). */
function socketAddress(c: Context<SandboxEnv>): string | undefined {
  return c.env?.incoming?.socket.remoteAddress;
}

/** True when the socket is this machine's (or there is no socket: in-process tests): a proxy the sandbox trusts. */
export function fromThisMachine(c: Context<SandboxEnv>): boolean {
  const address = socketAddress(c);
  return address === undefined || LOOPBACK.test(address);
}

/** True when a proxy passed the request on: it names a client (`Forwarded`, `X-Forwarded-For`, `X-Real-IP`). */
export function cameThroughProxy(c: Context<SandboxEnv>): boolean {
  return ["forwarded", "x-forwarded-for", "x-real-ip"].some((name) => c.req.header(name) !== undefined);
}

/**
 * The client's address, for the per-client limits: the socket's, or, from a trusted proxy, the rightmost
 * `X-Forwarded-For` entry that is not this machine's (each proxy appends the address it was reached from, so only
 * the entries a trusted proxy wrote can be believed: anything to their left the client may have written itself).
 * A client on this machine is a client like any other: it counts as its loopback address.
 */
export function clientAddress(c: Context<SandboxEnv>): string {
  const socket = socketAddress(c) ?? "127.0.0.1";
  if (!fromThisMachine(c)) return socket;
  const entries = (c.req.header("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  return entries.reverse().find((entry) => entry !== "" && !LOOPBACK.test(entry)) ?? socket;
}

/** The last value of a comma-separated header: the one the nearest proxy wrote. */
function nearest(header: string | undefined): string | undefined {
  return header?.split(",").at(-1)?.trim().toLowerCase();
}

/**
 * The scheme the browser used: the request's own, or, from a trusted proxy (one that ends TLS for the sandbox),
 * the one it names in `Forwarded: proto=` or `X-Forwarded-Proto`.
 */
export function requestScheme(c: Context<SandboxEnv>): "http" | "https" {
  const own = new URL(c.req.url).protocol === "https:" ? "https" : "http";
  if (!fromThisMachine(c)) return own;
  const forwarded = /(?:^|;)\s*proto="?([a-z]+)"?/.exec(nearest(c.req.header("forwarded")) ?? "")?.[1];
  const named = forwarded ?? nearest(c.req.header("x-forwarded-proto"));
  return named === "https" || named === "http" ? named : own;
}

/** The origin the browser sent the request to: the scheme it used and the host it asked for. */
export function requestOrigin(c: Context<SandboxEnv>): string {
  return `${requestScheme(c)}://${new URL(c.req.url).host}`;
}
