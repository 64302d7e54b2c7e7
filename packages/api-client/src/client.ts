import ky, { type KyInstance, type Options } from "ky";
import { camelizeKeys, snakeizeKeys } from "./case.ts";
import { clientHooks, type RequestContext } from "./client-hooks.ts";
import { resolveApiBase, resolveApiRoot } from "./config.ts";
import { createCurrentMemberStore, type CurrentMemberStore } from "./current-member-store.ts";
import { registerExchange, type Answer } from "./exchange.ts";
import { readJson, toApiError } from "./failures.ts";
import type { ApiLogger } from "./logging.ts";
import { toSearchParams } from "./query.ts";
import type { HttpMethod, RequestOptions } from "./request-options.ts";
import { retryOptions } from "./retry-policy.ts";

/** Every call times out after 20 s (doc 1 §9, C-10). */
export const API_TIMEOUT_MS = 20_000;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** "/" for same origin, unset for `http://localhost:22001`, or a full origin. */
  host?: string | null;
  /** The member's language, sent as `Accept-Language` on every call; default "en". */
  getLanguage?: () => string;
  /** Logs every request and response; default false. */
  debug?: boolean;
  /** Where log lines go; default `console`. */
  logger?: ApiLogger;
  /** Per-attempt timeout in ms; default {@link API_TIMEOUT_MS}. */
  timeout?: number;
  /** Delay before retry n (1-based) in ms; default ky's back-off (0.3 s, 0.6 s, 1.2 s). */
  retryDelay?: (attemptCount: number) => number;
  /** Replaces `fetch` (tests, server-side use). */
  fetch?: typeof fetch;
  /** The current-member store to keep fresh; default a new one. */
  currentMember?: CurrentMemberStore;
}

/** The member API client; endpoint functions take it as their first argument. */
export interface ApiClient {
  /** Sends a call under `/api/v1` and resolves to its JSON body, camel-cased (null when empty). */
  request(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  /** `request("get", …)`. */
  get(path: string, options?: RequestOptions): Promise<unknown>;
  /** `request("post", …)`; a camelCase `body` is sent as snake_case JSON. */
  post(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  /** `request("put", …)`. */
  put(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  /** `request("delete", …)`. */
  delete(path: string, options?: RequestOptions): Promise<unknown>;
  /** The signed-in member, kept fresh by the client. */
  readonly currentMember: CurrentMemberStore;
  /** The client's logger. */
  readonly logger: ApiLogger;
}

/** The ky instance behind a client: base URL, cookies, timeout, retries and the hooks, from the client's options. */
function createHttp(options: ApiClientOptions, store: CurrentMemberStore, logger: ApiLogger): KyInstance {
  return ky.create({
    prefix: resolveApiBase(options.host),
    credentials: "include",
    timeout: options.timeout ?? API_TIMEOUT_MS,
    retry: retryOptions(options.retryDelay),
    hooks: clientHooks({
      getLanguage: options.getLanguage ?? (() => "en"),
      store,
      logger,
      debug: options.debug ?? false,
    }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** ky's options for one call: the flags the hooks read, the snake-cased body and what `call` overrides. */
function callOptions(method: HttpMethod, body: unknown, call: RequestOptions, root: string): Options {
  return {
    method,
    context: {
      expectsMemberHeader: call.expectsMemberHeader ?? false,
      tokenAuth: call.tokenAuth ?? false,
    } satisfies RequestContext,
    ...(body === undefined ? {} : { json: snakeizeKeys(body) }),
    // As a string: ky 2 decides whether a URLSearchParams has entries by its `size`, which Safari before 17 and
    // Chrome before 113 lack, and there it sent the call without its query (the map's `sw`/`ne`: a 400).
    ...(call.searchParams ? { searchParams: toSearchParams(call.searchParams).toString() } : {}),
    ...(call.timeout === undefined ? {} : { timeout: call.timeout }),
    ...(call.totalTimeout === undefined ? {} : { totalTimeout: call.totalTimeout }),
    ...(call.signal ? { signal: call.signal } : {}),
    ...(call.unversioned ? { prefix: root } : {}),
  };
}

/**
 * Creates the member API client: base `/api/v1` on the configured host, cookies included, 20 s timeout,
 * `Accept-Language`, up to 3 retries for network errors, 5xx answers to idempotent calls and timed-out reads
 * (never a POST), snake_case out and camelCase in, one `ApiError` for every failure.
 * @example const client = createApiClient({ host: "/", getLanguage: () => i18n.locale });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const store = options.currentMember ?? createCurrentMemberStore();
  const logger = options.logger ?? console;
  const root = resolveApiRoot(options.host);
  const http = createHttp(options, store, logger);

  const send = async (
    method: HttpMethod,
    path: string,
    body: unknown,
    call: RequestOptions = {},
  ): Promise<Answer> => {
    const response = await http(path, callOptions(method, body, call, root)).catch(toApiError);
    const json = await readJson(response).catch(toApiError);
    return {
      body: call.raw ? json : camelizeKeys(json),
      method: method.toUpperCase(),
      // A substituted fetch (tests) may answer with a Response that has no URL.
      url: response.url === "" ? path : response.url,
      status: response.status,
    };
  };
  const request: ApiClient["request"] = async (method, path, body, call) =>
    (await send(method, path, body, call)).body;

  const client: ApiClient = {
    request,
    get: (path, call) => request("get", path, undefined, call),
    post: (path, body, call) => request("post", path, body, call),
    put: (path, body, call) => request("put", path, body, call),
    delete: (path, call) => request("delete", path, undefined, call),
    currentMember: store,
    logger,
  };
  registerExchange(client, {
    get: (path, call) => send("get", path, undefined, call),
    post: (path, body, call) => send("post", path, body, call),
    put: (path, body, call) => send("put", path, body, call),
    delete: (path, call) => send("delete", path, undefined, call),
  });
  return client;
}
