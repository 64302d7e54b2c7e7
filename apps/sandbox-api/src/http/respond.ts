// Writing answers: camelCase views become snake_case JSON once, here (architecture.md "Data and state").
import { snakeizeKeys } from "@tandem/api-client/wire";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { currentMemberView } from "../views/current-member.ts";
import { carriedRegistrationCode } from "./registration-cookie.ts";
import type { ViewContext } from "../views/view-context.ts";
import type { MemberRecord } from "../state/records.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";

/** A list envelope (contract §1.5), told apart by its `object`. */
function isCollection(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && (body as { object?: unknown }).object === "list";
}

/**
 * Sends a camelCase view as the contract's snake_case JSON. On `current` a collection also names its request path
 * (`url`, contract §1.5, HEAD only).
 */
export function send(c: Context<SandboxEnv>, body: unknown, status: ContentfulStatusCode = 200): Response {
  const view =
    c.get("apiVersion") === "current" && isCollection(body)
      ? { ...body, url: new URL(c.req.url).pathname }
      : body;
  return c.json(snakeizeKeys(view) as object, status);
}

/** What views need for this request. */
export function viewContext(c: Context<SandboxEnv>, sandbox: Sandbox): ViewContext {
  return {
    db: sandbox.store.db,
    apiVersion: sandbox.apiVersion,
    lang: c.get("lang"),
    nowMs: sandbox.clock.nowMs(),
    origin: new URL(c.req.url).origin,
    registrationCode: carriedRegistrationCode(c),
  };
}

/**
 * Adds `Suma-Current-Member` (contract §1.8): standard base64 of the UTF-8 JSON of the member exactly as `GET /me`
 * returns it.
 */
export function setCurrentMemberHeader(
  c: Context<SandboxEnv>,
  sandbox: Sandbox,
  member: MemberRecord,
  admin: MemberRecord | null,
): void {
  const view = currentMemberView(viewContext(c, sandbox), member, admin);
  c.header("Suma-Current-Member", Buffer.from(JSON.stringify(snakeizeKeys(view)), "utf8").toString("base64"));
}
