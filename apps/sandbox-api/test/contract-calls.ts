// Calls an endpoint of the contract's index through api-client and parses the answer with that endpoint's
// `responseSchemas` entry, recording which endpoints a suite has covered.
import type { ApiClient, HttpMethod, RequestOptions } from "@tandem/api-client";
import { responseSchemas, type EndpointKey, type ResponseBody } from "@tandem/api-client/schemas";
import type { z } from "zod/mini";

/** Endpoints called so far. */
export const covered = new Set<EndpointKey>();

/**
 * Sends `method path` (path relative to /api/v1, or to /api with `unversioned`) and parses the camel-cased body
 * (raw for the strings files) with `responseSchemas[key]`; throws the zod error when the answer breaks the contract.
 */
export async function call<Key extends EndpointKey>(
  api: ApiClient,
  key: Key,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ResponseBody<Key>> {
  const method = key.split(" ")[0]?.toLowerCase() as HttpMethod;
  const raw = key.includes("static_strings");
  const answer = await api.request(method, path, body, { ...options, raw });
  covered.add(key);
  const schema = responseSchemas[key] as unknown as z.ZodMiniType<ResponseBody<Key>>;
  return schema.parse(answer);
}
