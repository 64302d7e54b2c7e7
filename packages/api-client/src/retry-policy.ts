// Retries of doc 1 §7 and A-08: up to 3, for network errors, idempotent requests (5xx answers) and timed-out
// reads; a POST is never retried.
import { isHTTPError, isNetworkError, isTimeoutError, type RetryOptions } from "ky";

/** At most this many retries after the first attempt (C-10). */
export const RETRY_LIMIT = 3;

// Idempotent methods (RFC 9110 §9.2.2) other than POST; ky checks the method before asking `shouldRetry`.
const RETRIED_METHODS = ["get", "put", "head", "delete", "options"];
// Only reads are retried after a timeout: a timed-out PUT or DELETE may still have been applied.
const TIMEOUT_RETRIED_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a failed attempt is retried (after the method check): the rule above, as a predicate. */
export function shouldRetryAttempt(error: unknown): boolean {
  if (isHTTPError(error)) return error.response.status >= 500;
  if (isTimeoutError(error)) return TIMEOUT_RETRIED_METHODS.has(error.request.method);
  return isNetworkError(error);
}

/** ky's retry options for the rule above; `delay` (ms per attempt) defaults to ky's back-off. */
export function retryOptions(delay?: (attemptCount: number) => number): RetryOptions {
  return {
    limit: RETRY_LIMIT,
    methods: RETRIED_METHODS,
    shouldRetry: ({ error }) => shouldRetryAttempt(error),
    ...(delay ? { delay } : {}),
  };
}
