/** A request the page sent, as the fake API saw it on the wire. */
export interface RecordedRequest {
  method: string;
  /** The path under `/api/v1`, e.g. `/auth/start`. */
  path: string;
  search: URLSearchParams;
  /** The JSON body as sent (snake_case keys), a form-encoded body as an object of its fields, or null. */
  body: unknown;
  headers: Headers;
}

/** An answer: JSON body (snake_case, as on the wire), status (default 200) and headers. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A route's answer, or a function of the request that gives one (may wait, to hold a request in flight). */
export type FakeHandler = FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

/** The member API at the wire, for page tests: answers by `"METHOD /path"` and records every call. */
export interface FakeApi {
  /** Give this to `createApiClient({ fetch })`. */
  fetch: typeof fetch;
  /** Every call, in order. */
  calls: RecordedRequest[];
  /** The calls to one route, e.g. `callsTo("POST /auth/start")`. */
  callsTo: (route: string) => RecordedRequest[];
  /** Sets or replaces a route's answer. */
  on: (route: string, handler: FakeHandler) => void;
}

/** The contract's error envelope (contract §1.6) for a status and code. */
export function errorAnswer(status: number, code: string, extra: Record<string, unknown> = {}): FakeAnswer {
  return { status, body: { error: { status, code, ...extra } } };
}

function readBody(text: string, contentType: string | null): unknown {
  if (text === "") return null;
  // The card provider's token call (F-162) is form-encoded; every API call is JSON.
  if (contentType?.startsWith("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text) as unknown;
}

/**
 * A fake member API answering `routes` (`{ "POST /auth/start": { body: { requires_terms_agreement: true } } }`).
 * `GET /me` answers 401 (signed out) unless given; any other unknown route answers 404 `resource_not_found`,
 * so a page that calls something unexpected fails visibly.
 */
export function createFakeApi(routes: Record<string, FakeHandler> = {}): FakeApi {
  const handlers = new Map<string, FakeHandler>([
    ["GET /me", errorAnswer(401, "unauthenticated")],
    ...Object.entries(routes),
  ]);
  const calls: RecordedRequest[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ""),
      search: url.searchParams,
      body: readBody(text, request.headers.get("content-type")),
      headers: request.headers,
    };
    calls.push(recorded);
    const handler = handlers.get(`${recorded.method} ${recorded.path}`);
    const answer: FakeAnswer = !handler
      ? errorAnswer(404, "resource_not_found")
      : typeof handler === "function"
        ? await handler(recorded)
        : handler;
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { "content-type": "application/json", ...answer.headers },
    });
  };
  return {
    fetch: fakeFetch,
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    on: (route, handler) => handlers.set(route, handler),
  };
}
