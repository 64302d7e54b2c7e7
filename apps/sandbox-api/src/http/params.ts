// Request parameters, checked the way the backend's Grape params are (contract §1.2): snake_case keys, messages
// such as "phone is missing" or "amount[cents] must be at least 500" in a 400 `validation_error`.
import type { Context } from "hono";
import { z } from "zod";
import { validationFailure } from "./api-failure.ts";

function paramName(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  return `${first ?? "params"}${rest.map((part) => `[${part}]`).join("")}`;
}

function describe(issue: z.core.$ZodIssue): string {
  const name = paramName(issue.path);
  // Messages written for the sandbox start lower-case ("must be a 10-digit US phone"); zod's own do not.
  if (/^[a-z]/.test(issue.message)) return `${name} ${issue.message}`;
  if (issue.code === "invalid_type" && issue.input === undefined) return `${name} is missing`;
  if (issue.code === "too_small" && typeof issue.minimum === "number")
    return `${name} must be at least ${issue.minimum}`;
  if (issue.code === "too_big" && typeof issue.maximum === "number")
    return `${name} must be at most ${issue.maximum}`;
  if (issue.code === "invalid_value") return `${name} does not have a valid value`;
  return `${name} is invalid`;
}

const NOT_IN_RANGE = "does not have a valid value";

/**
 * A number limited to `min..max` the way Grape's `values: min..max` limits it: outside the range the message is
 * "<name> does not have a valid value" (contract §1.6), not zod's "must be at most".
 */
export function rangeParam(min: number, max: number, integer = true) {
  const number = integer ? z.coerce.number().int() : z.coerce.number();
  return number.min(min, NOT_IN_RANGE).max(max, NOT_IN_RANGE);
}

/** Parses `input` with `schema` or throws 400 `validation_error` listing every problem. */
export function parseParams<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw validationFailure([...new Set(result.error.issues.map(describe))]);
}

/** The JSON body as an object ({} when empty); a body that is not JSON is a validation error. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    throw validationFailure(["body is not valid JSON"]);
  }
}

/**
 * Query parameters, with arrays sent as repeated bracket keys (`sw[]=45.4&sw[]=-122.7`) or as one comma-separated
 * value (`sw=45.4,-122.7`) turned into lists (contract §1.2).
 */
export function queryParams(c: Context, arrays: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(c.req.queries())) {
    const name = key.endsWith("[]") ? key.slice(0, -2) : key;
    if (arrays.includes(name)) {
      out[name] = value.length === 1 ? (value[0] ?? "").split(",").filter((part) => part !== "") : value;
    } else {
      out[name] = value[value.length - 1];
    }
  }
  return out;
}

/** A route id: integers only (contract §1.2: a non-integer id fails validation). */
export function routeId(c: Context, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  if (!/^\d+$/.test(raw)) throw validationFailure([`${name} is invalid`]);
  return Number(raw);
}
