// An answer that arrived (2xx) but breaks the contract's schema. It is an ApiError with the code
// `unhandled_error`, so the app shows `errors.unhandled_error` as for any failure the member cannot fix; unlike a
// network failure it has the HTTP status, and `isContractError` tells the two apart (for reporting).
import type { z } from "zod/mini";
import { ApiError } from "./errors.ts";

/** What a {@link ContractError} is made of. */
export interface ContractErrorInit {
  /** The endpoint as the contract names it, e.g. `GET /commerce/offerings/{id}`. */
  endpoint: string;
  /** HTTP method of the request, upper case. */
  method: string;
  /** The URL that was called (may hold ids and query values, so it is left out of `message`). */
  url: string;
  /** HTTP status of the answer. */
  status: number;
  /** What zod found wrong (paths and expectations; zod leaves the received values out by default). */
  issues: readonly z.core.$ZodIssue[];
}

// At most this many issues are spelled out in the message; all of them stay in `issues`.
const MESSAGE_ISSUES = 3;

// Built from the issue's code, path and expected type only: a schema's custom message could quote the value.
function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join(".");
  const expected =
    "expected" in issue && typeof issue.expected === "string" ? `, expected ${issue.expected}` : "";
  return `${path === "" ? "(body)" : path}: ${issue.code}${expected}`;
}

/**
 * A 2xx answer whose body does not match the endpoint's schema. `code` is `unhandled_error` and `isApiError` is
 * true, so callers that only know ApiError treat it as an unexpected failure; the message names the endpoint,
 * status and issue paths only, never body values (they can be personal data).
 */
export class ContractError extends ApiError {
  override readonly name = "ContractError";
  /** The endpoint as the contract names it, e.g. `GET /commerce/offerings/{id}`. */
  readonly endpoint: string;
  /** HTTP method of the request, upper case. */
  readonly method: string;
  /** The URL that was called. */
  readonly url: string;
  /** HTTP status of the answer (always set: an answer arrived). */
  declare readonly status: number;
  /** The schema's complaints, as zod reported them. */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(init: ContractErrorInit, options?: ErrorOptions) {
    const listed = init.issues.slice(0, MESSAGE_ISSUES).map(describeIssue);
    const more = init.issues.length > MESSAGE_ISSUES ? ` (+${init.issues.length - MESSAGE_ISSUES} more)` : "";
    super(
      {
        code: "unhandled_error",
        status: init.status,
        message: `Answer to ${init.endpoint} (HTTP ${init.status}) breaks the contract: ${listed.join("; ")}${more}`,
      },
      options,
    );
    this.endpoint = init.endpoint;
    this.method = init.method;
    this.url = init.url;
    this.issues = init.issues;
  }
}

/** Type guard for {@link ContractError} (also an {@link ApiError}). */
export function isContractError(value: unknown): value is ContractError {
  return value instanceof ContractError;
}
