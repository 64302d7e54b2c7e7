// Shared plumbing of the endpoint functions: answer validation, member bookkeeping, path ids.
import type { z } from "zod/mini";
import type { ApiClient } from "../client.ts";
import { ContractError } from "../contract-error.ts";
import type { Answer } from "../exchange.ts";
import type { CurrentMember } from "../schemas/current-member.ts";
import type { EndpointKey, ResponseBody } from "../schemas/response-schemas.ts";

/** Options every endpoint function takes last. */
export interface CallOptions {
  /** Aborts the call (e.g. a newer cart update supersedes this one); rejects with the AbortError. */
  signal?: AbortSignal;
}

/**
 * Validates an answer with the endpoint's schema, which the type ties to its `responseSchemas` entry. Each
 * endpoint imports its own schema rather than the whole table, so a page bundles only the schemas it calls. An
 * answer that breaks the contract is logged and becomes a {@link ContractError} (code `unhandled_error`, with the
 * answer's status and the zod error as cause), like any failure the member can't fix.
 */
export function parseAnswer<Key extends EndpointKey>(
  client: ApiClient,
  key: Key,
  schema: z.ZodMiniType<ResponseBody<Key>>,
  answer: Answer,
): ResponseBody<Key> {
  const result = schema.safeParse(answer.body);
  if (result.success) return result.data;
  const { method, url, status } = answer;
  client.logger.error(`[api] unexpected answer to ${key}`, status, result.error.issues);
  throw new ContractError(
    { endpoint: key, method, url, status, issues: result.error.issues },
    { cause: result.error },
  );
}

/** Stores a member an answer carried in its body (A-12: the cached user is replaced) and returns it. */
export function rememberMember(client: ApiClient, member: CurrentMember): CurrentMember {
  client.currentMember.set(member);
  return member;
}

/** A route id as a path segment (contract §1.2: integer ids). */
export function pathId(id: number | string): string {
  return encodeURIComponent(String(id));
}
