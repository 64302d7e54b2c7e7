// The contract's error envelope (§1.6): `{ error: { <extra keys>, message, status, code } }`.
import { createHash, randomUUID } from "node:crypto";

/** A deliberate API error: thrown by handlers, rendered by {@link errorEnvelope}. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  /** Extra keys of the error object, snake_case, e.g. `{ retry_after: "37" }`. */
  readonly extra: Record<string, unknown>;
  /** Response headers to add, e.g. `retry-after`. */
  readonly headers: Record<string, string>;
  /** 401s carry no message (contract §1.6). */
  readonly withMessage: boolean;

  constructor(
    status: number,
    code: string,
    message: string | null,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message ?? code);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
    this.withMessage = message !== null;
  }
}

/** The envelope body of a failure: extra keys first, then message, status, code. */
export function errorEnvelope(failure: ApiFailure): { error: Record<string, unknown> } {
  const message = failure.withMessage ? { message: failure.message } : {};
  return { error: { ...failure.extra, ...message, status: failure.status, code: failure.code } };
}

/** 400 `validation_error` with each message; `message` joins them, first letter capitalised (contract §1.6). */
export function validationFailure(errors: string[]): ApiFailure {
  const joined = errors.join(", ");
  return new ApiFailure(400, "validation_error", joined.charAt(0).toUpperCase() + joined.slice(1), {
    errors,
  });
}

/** 401 `unauthenticated`, without a message. */
export function unauthenticated(): ApiFailure {
  return new ApiFailure(401, "unauthenticated", null);
}

/** 403 `forbidden` (resource missing, not the member's, or not available). */
export function forbidden(): ApiFailure {
  return new ApiFailure(403, "forbidden", "Forbidden");
}

/** 409 usage codes: the member is read-only or prohibited from a service (contract §1.6). */
export function readOnly(reason: string, status = 409): ApiFailure {
  return new ApiFailure(status, reason, `Member is in read-only mode and cannot be updated: ${reason}`);
}

/** 500 `api_error` in its production form: an id to quote and a signature of the error's kind. */
export function internalFailure(error: unknown, status = 500): ApiFailure {
  const errorId = randomUUID();
  const kind = error instanceof Error ? `${error.name}:${error.message}` : String(error);
  const signature = createHash("md5").update(kind).digest("hex");
  return new ApiFailure(
    status,
    "api_error",
    `An internal error occurred of type ${signature}. Error ID: ${errorId}`,
    {
      error_id: errorId,
      error_signature: signature,
    },
  );
}
