// Hono's environment for sandbox routes, apart from the Sandbox itself so that the pieces the Sandbox holds
// (faults, rate limits) can type their middleware without importing it back.
import type { HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import type { ApiVersion } from "./api-version.ts";
import type { SessionRecord } from "./state/records.ts";
import type { Lang } from "./views/view-context.ts";

/** Hono's environment for sandbox routes: Node's request bindings and per-request values. */
export interface SandboxEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { lang: Lang; session: SessionRecord | null; apiVersion: ApiVersion };
}

/** A router of sandbox routes. */
export type SandboxApp = Hono<SandboxEnv>;
