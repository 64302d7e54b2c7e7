import ky, { HTTPError, type KyInstance } from "ky";
import { camelizeKeys, snakeizeKeys } from "./case.ts";
import { resolveApiBase } from "./config.ts";
import { apiErrorFromResponse, networkError } from "./errors.ts";

/** Every call times out after 20 s (doc 1 §9). */
export const API_TIMEOUT_MS = 20_000;

export interface ApiClientOptions {
  /** "/" for same origin, unset for the local development host, or a full origin. */
  host?: string | null;
  /** The member's language, sent as Accept-Language on every call. */
  getLanguage?: () => string;
  /** Replaces `fetch` (tests). */
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** GET a path under /api/v1 and return the camel-cased JSON body. */
  get(path: string, searchParams?: Record<string, string | number | boolean>): Promise<unknown>;
  /** POST a camelCase body (sent snake_case) and return the camel-cased JSON body. */
  post(path: string, body?: unknown): Promise<unknown>;
  /** The underlying ky instance. */
  readonly http: KyInstance;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(error: unknown): never {
  // ky 2 has already read the error body into `data` (JSON when the answer says so, else text).
  if (error instanceof HTTPError) {
    throw apiErrorFromResponse(error.response.status, error.data, error.response.headers.get("retry-after"));
  }
  throw networkError(error);
}

/** Creates the member API client: credentials included, 20 s timeout, snake/camel case conversion. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = ky.create({
    prefix: resolveApiBase(options.host),
    credentials: "include",
    timeout: API_TIMEOUT_MS,
    retry: { limit: 3, methods: ["get", "put", "head", "delete", "options"] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set("Accept-Language", options.getLanguage?.() ?? "en");
        },
      ],
    },
  });
  return {
    http,
    async get(path, searchParams) {
      const response = await http.get(path, searchParams ? { searchParams } : {}).catch(toApiError);
      return camelizeKeys(await readJson(response));
    },
    async post(path, body) {
      const response = await http
        .post(path, body === undefined ? {} : { json: snakeizeKeys(body) })
        .catch(toApiError);
      return camelizeKeys(await readJson(response));
    },
  };
}
