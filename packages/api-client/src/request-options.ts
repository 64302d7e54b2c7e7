// What one call takes: its method and options. Apart from the client so that the client and the endpoint
// functions' way into it (exchange.ts) both use them without importing each other.
import type { RequestContext } from "./client-hooks.ts";
import type { QueryParams } from "./query.ts";

/** Options of one call. */
export interface RequestOptions extends RequestContext {
  /** Query parameters, camelCase keys (snake-cased on the wire; lists as `key[]`). */
  searchParams?: QueryParams;
  /** Per-attempt timeout in ms, replacing the client's. */
  timeout?: number;
  /** Limit for all attempts together, in ms. */
  totalTimeout?: number;
  /** Aborts the call; the promise then rejects with the AbortError itself, not an ApiError. */
  signal?: AbortSignal;
  /** A system endpoint under `/api/` instead of `/api/v1/` (e.g. `useragent`). */
  unversioned?: boolean;
  /** Return the JSON as sent, keys not camel-cased (static strings files, A-07). */
  raw?: boolean;
}

/** HTTP methods the member API uses. */
export type HttpMethod = "get" | "post" | "put" | "delete";
