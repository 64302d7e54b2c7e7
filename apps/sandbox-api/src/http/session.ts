// The session cookie of contract §1.7: `suma.session`, Path=/, HttpOnly, 30 days, renewed on every response. It is
// also SameSite=Lax (the browsers' default, written out so no browser sends it on a cross-site POST) and Secure
// when the browser speaks TLS: to the sandbox itself, or to a trusted proxy in front of it (src/http/proxy-trust.ts).
import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { ms, toTime } from "../state/clock.ts";
import type { MemberRecord, SessionRecord } from "../state/records.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { requestScheme } from "./proxy-trust.ts";
import { unauthenticated } from "./api-failure.ts";

/** Cookie name (contract §1.7). */
export const SESSION_COOKIE = "suma.session";
/** Sessions end after 30 days without activity. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The signed-in member and, while impersonating, the admin (contract §1.7). */
export interface Caller {
  member: MemberRecord;
  admin: MemberRecord | null;
  session: SessionRecord;
}

/** Attributes every session cookie carries, set or deleted. */
function cookieScope(c: Context<SandboxEnv>) {
  return { path: "/", sameSite: "Lax", secure: requestScheme(c) === "https" } as const;
}

function renew(c: Context<SandboxEnv>, sandbox: Sandbox, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    ...cookieScope(c),
    httpOnly: true,
    maxAge: SESSION_MAX_AGE_S,
    expires: new Date(sandbox.clock.nowMs() + SESSION_MAX_AGE_S * 1000),
  });
}

/** Finds the caller's session from the cookie and renews the cookie on the way out. */
export function sessionMiddleware(sandbox: Sandbox): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const nowMs = sandbox.clock.nowMs();
    const session = token
      ? sandbox.store.db.t.sessions.find(
          (row) =>
            row.token === token &&
            row.loggedOutAt === null &&
            nowMs - ms(row.lastAccessAt) < SESSION_MAX_AGE_S * 1000,
        )
      : undefined;
    c.set("session", session ?? null);
    // Touch at most once a minute so reads do not rewrite the data file on every call.
    if (session && nowMs - ms(session.lastAccessAt) > 60_000)
      sandbox.store.write(() => (session.lastAccessAt = toTime(nowMs)));
    await next();
    const after = c.get("session");
    if (after?.loggedOutAt === null) renew(c, sandbox, after.token);
  };
}

/** The caller, or null when signed out (or the impersonating admin lost the permission). */
export function currentCaller(c: Context<SandboxEnv>, sandbox: Sandbox): Caller | null {
  const session = c.get("session");
  if (!session) return null;
  const { db } = sandbox.store;
  const member = db.t.members.get(session.memberId);
  if (!member) return null;
  if (session.adminMemberId === null) return { member, admin: null, session };
  const admin = db.t.members.get(session.adminMemberId);
  if (!admin?.roleAccess.impersonate?.includes("write")) return null;
  return { member, admin, session };
}

/** The caller, or 401 `unauthenticated`. */
export function requireCaller(c: Context<SandboxEnv>, sandbox: Sandbox): Caller {
  const caller = currentCaller(c, sandbox);
  if (!caller) throw unauthenticated();
  return caller;
}

/** Signs `member` in (an admin signs in impersonating their configured member) and sets the cookie. */
export function startSession(c: Context<SandboxEnv>, sandbox: Sandbox, member: MemberRecord): SessionRecord {
  const now = sandbox.clock.iso();
  const impersonated =
    member.impersonates === null ? null : sandbox.store.db.t.members.get(member.impersonates);
  const session = sandbox.store.db.t.sessions.insert({
    token: `ses_${randomUUID()}`,
    memberId: impersonated ? impersonated.id : member.id,
    adminMemberId: impersonated ? member.id : null,
    createdAt: now,
    lastAccessAt: now,
    loggedOutAt: null,
  });
  c.set("session", session);
  return session;
}

/** Signs out: marks the session logged out and deletes the cookie (contract §3.15). */
export function endSession(c: Context<SandboxEnv>, sandbox: Sandbox): void {
  const session = c.get("session");
  if (session) session.loggedOutAt = sandbox.clock.iso();
  c.set("session", null);
  deleteCookie(c, SESSION_COOKIE, cookieScope(c));
}
