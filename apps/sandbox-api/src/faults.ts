// Fault injection for tests and demos, off by default: latency, a random failure rate, and rules that
// force a status (with the contract's envelope) or drop the connection for paths matching a pattern.
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  ApiFailure,
  errorEnvelope,
  forbidden,
  internalFailure,
  unauthenticated,
} from "./http/api-failure.ts";
import type { SandboxEnv } from "./sandbox-env.ts";

const ruleSchema = z.object({
  /** Glob on the request path, `*` = anything, e.g. `/api/v1/commerce/*`. */
  path: z.string().min(1),
  method: z.string().optional(),
  status: z.number().int().min(400).max(599).optional(),
  code: z.string().optional(),
  drop: z.boolean().optional(),
  latency_ms: z.number().int().min(0).max(60_000).optional(),
  /** Seconds a forced 429 asks the client to wait (`retry_after` and the `retry-after` header); default 30. */
  retry_after: z.number().int().min(1).max(3600).optional(),
  /** The rule applies to its first `times` matching requests only, then lets requests through. */
  times: z.number().int().min(1).optional(),
});

/** The fault settings, as `POST /sandbox/faults` takes them and `SANDBOX_FAULTS` holds them. */
export const faultConfigSchema = z.object({
  latency_ms: z.number().int().min(0).max(60_000).default(0),
  failure_rate: z.number().min(0).max(1).default(0),
  rules: z.array(ruleSchema).default([]),
});

export type FaultConfig = z.infer<typeof faultConfigSchema>;
type FaultRule = z.infer<typeof ruleSchema>;

/** Reads `SANDBOX_LATENCY_MS`, `SANDBOX_FAILURE_RATE` and `SANDBOX_FAULTS` (a JSON list of rules). */
export function faultConfigFromEnv(env: NodeJS.ProcessEnv): FaultConfig {
  return faultConfigSchema.parse({
    latency_ms: env.SANDBOX_LATENCY_MS ? Number(env.SANDBOX_LATENCY_MS) : undefined,
    failure_rate: env.SANDBOX_FAILURE_RATE ? Number(env.SANDBOX_FAILURE_RATE) : undefined,
    rules: env.SANDBOX_FAULTS ? (JSON.parse(env.SANDBOX_FAULTS) as unknown) : undefined,
  });
}

function globToRegExp(glob: string): RegExp {
  return new RegExp(
    `^${glob
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
}

function forcedFailure(rule: FaultRule & { status: number }): ApiFailure {
  if (rule.status === 401) return unauthenticated();
  if (rule.status >= 500 && (rule.code === undefined || rule.code === "api_error"))
    return internalFailure(new Error(`forced by fault rule ${rule.path}`), rule.status);
  if (rule.status === 429) {
    // Contract §1.9: the seconds as a string in the body, and the same in the header.
    const seconds = String(rule.retry_after ?? 30);
    return new ApiFailure(
      429,
      "too_many_requests",
      "Rate limited",
      { retry_after: seconds },
      { "retry-after": seconds },
    );
  }
  if (rule.status === 403 && rule.code === undefined) return forbidden();
  return new ApiFailure(
    rule.status,
    rule.code ?? "forced_error",
    `Forced by the sandbox fault rule for ${rule.path}`,
  );
}

/** The current fault settings and the middleware that applies them to API requests. */
export class Faults {
  config: FaultConfig;
  /** How many requests each rule with `times` has applied to so far. */
  private applied = new Map<FaultRule, number>();

  constructor(config: FaultConfig = faultConfigSchema.parse({})) {
    this.config = config;
  }

  /** Replaces the settings (and starts every rule's `times` afresh). */
  set(config: FaultConfig): void {
    this.config = config;
    this.applied = new Map();
  }

  /** The first rule matching the request that has not used up its `times`, counting this request against it. */
  private ruleFor(method: string, path: string): FaultRule | undefined {
    const rule = this.config.rules.find(
      (candidate) =>
        globToRegExp(candidate.path).test(path) &&
        (candidate.method === undefined || candidate.method.toUpperCase() === method) &&
        (candidate.times === undefined || (this.applied.get(candidate) ?? 0) < candidate.times),
    );
    if (rule?.times !== undefined) this.applied.set(rule, (this.applied.get(rule) ?? 0) + 1);
    return rule;
  }

  /** Applies latency, then a dropped connection, a forced status or a random failure. */
  middleware(): MiddlewareHandler<SandboxEnv> {
    return async (c, next) => {
      const rule = this.ruleFor(c.req.method, c.req.path);
      const latency = this.config.latency_ms + (rule?.latency_ms ?? 0);
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      if (rule?.drop) {
        c.env?.incoming?.socket.destroy();
        throw new Error(`connection dropped by the sandbox fault rule for ${rule.path}`);
      }
      let failure: ApiFailure | null = null;
      if (rule?.status !== undefined) failure = forcedFailure({ ...rule, status: rule.status });
      else if (this.config.failure_rate > 0 && Math.random() < this.config.failure_rate)
        failure = internalFailure(new Error("random failure"));
      if (failure) return c.json(errorEnvelope(failure), failure.status as 500, failure.headers);
      await next();
    };
  }
}
