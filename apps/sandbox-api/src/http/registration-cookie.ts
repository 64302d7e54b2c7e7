// The cookie that keeps a followed registration link's one-time code (the backend's `suma_regcode`, stored by its
// UTM-capture middleware) for the hour the code lasts. Same scope as the session cookie: Path=/, HttpOnly (only
// the API reads it), SameSite=Lax (sent when the browser follows a link from another site, never on a cross-site
// POST) and Secure over TLS, the sandbox's own or a trusted proxy's (src/http/proxy-trust.ts).
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { REGISTRATION_CODE_PARAM, REGISTRATION_CODE_TTL_S } from "../domain/registration-links.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { requestScheme } from "./proxy-trust.ts";

/** Keeps `code` in the browser for an hour. */
export function keepRegistrationCode(c: Context<SandboxEnv>, sandbox: Sandbox, code: string): void {
  setCookie(c, REGISTRATION_CODE_PARAM, code, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: requestScheme(c) === "https",
    maxAge: REGISTRATION_CODE_TTL_S,
    expires: new Date(sandbox.clock.nowMs() + REGISTRATION_CODE_TTL_S * 1000),
  });
}

/** The code the browser carries, if any. */
export function carriedRegistrationCode(c: Context<SandboxEnv>): string | null {
  return getCookie(c, REGISTRATION_CODE_PARAM) ?? null;
}
