// The client's one error type (doc 1 §8): a code the app can look up as `errors.<code>`, plus what the
// server said. Network failures and 5xx answers get the client codes `network_error` and `unhandled_error`.

/** Seconds to wait when a 429 carries no usable retry-after (doc 1 §8). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** What an {@link ApiError} is made of. */
export interface ApiErrorInit {
  code: string;
  status: number | null;
  message: string;
  retryAfter?: number | null;
  fieldErrors?: readonly string[];
  registrationLink?: RegistrationLink | null;
  serverCode?: string | null;
}

/** The invitation of a registration link the browser followed, as the 401 of `GET /me` names it (HEAD only). */
export interface RegistrationLink {
  organizationName: string;
  /** A translated string (`tstring`), possibly markdown. */
  intro: string;
}

/** An API call that failed, by network, by HTTP status, or with the server's error envelope. */
export class ApiError extends Error {
  // Widened to string so that subclasses (ContractError) can name themselves.
  override readonly name: string = "ApiError";
  /** `network_error`, `unhandled_error`, or the server's `error.code`. */
  readonly code: string;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  /** Seconds to wait before retrying; set on `too_many_requests` only. */
  readonly retryAfter: number | null;
  /** The envelope's `error.errors` (validation messages), empty otherwise. */
  readonly fieldErrors: readonly string[];
  /**
   * The envelope's `error.registration_link` (contract §1.6: only on the 401 of `GET /me`, HEAD only): the
   * invitation of a registration link this browser followed; null when the answer names none or has no such key.
   */
  readonly registrationLink: RegistrationLink | null;
  /**
   * The envelope's own `error.code`, also on a 5xx (whose `code` is `unhandled_error`): null when the answer had
   * none, as a proxy's error page has not. A 500 with it is the backend's own answer (`api_error`).
   */
  readonly serverCode: string | null;

  constructor(init: ApiErrorInit, options?: ErrorOptions) {
    super(init.message, options);
    this.code = init.code;
    this.status = init.status;
    this.retryAfter = init.retryAfter ?? null;
    this.fieldErrors = init.fieldErrors ?? [];
    this.registrationLink = init.registrationLink ?? null;
    this.serverCode = init.serverCode ?? null;
  }
}

/** Type guard for {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

interface ErrorEnvelope {
  error?: {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    retry_after?: unknown;
    registration_link?: unknown;
  };
}

// The invitation, when the body's looks like one; anything else (absent, null, another shape) is none.
function parseRegistrationLink(value: unknown): RegistrationLink | null {
  if (typeof value !== "object" || value === null) return null;
  const { organization_name: organizationName, intro } = value as Record<string, unknown>;
  return typeof organizationName === "string" && typeof intro === "string"
    ? { organizationName, intro }
    : null;
}

function parseSeconds(value: unknown): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/**
 * Builds the {@link ApiError} for an HTTP answer: 500 and above, or a body without a code, give
 * `unhandled_error`; otherwise the body's code. `retryAfter` comes from the body string, then the header,
 * then 60 s.
 */
export function apiErrorFromResponse(
  status: number,
  body: unknown,
  retryAfterHeader?: string | null,
): ApiError {
  const envelope = (typeof body === "object" && body !== null ? body : {}) as ErrorEnvelope;
  const error = envelope.error ?? {};
  const serverCode = typeof error.code === "string" && error.code !== "" ? error.code : null;
  const code = status >= 500 || serverCode === null ? "unhandled_error" : serverCode;
  const message = typeof error.message === "string" ? error.message : `HTTP ${status}`;
  const fieldErrors = Array.isArray(error.errors) ? error.errors.filter((e) => typeof e === "string") : [];
  const retryAfter =
    code === "too_many_requests"
      ? (parseSeconds(error.retry_after) ?? parseSeconds(retryAfterHeader) ?? DEFAULT_RETRY_AFTER_SECONDS)
      : null;
  const registrationLink = parseRegistrationLink(error.registration_link);
  return new ApiError({ code, status, message, retryAfter, fieldErrors, registrationLink, serverCode });
}

/** The {@link ApiError} for a request that got no answer at all. */
export function networkError(cause: unknown): ApiError {
  return new ApiError({ code: "network_error", status: null, message: "Network error" }, { cause });
}
