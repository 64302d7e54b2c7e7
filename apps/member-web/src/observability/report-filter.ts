import { isApiError } from "@tandem/api-client";

/**
 * Whether an error is noise that error reporting ignores (B-18, D-26): network failures, aborted requests,
 * timeouts, and API answers in the 4xx range (the member's own input or state, already shown to them). A broken
 * answer (ContractError) and 5xx answers are reported.
 */
export function isReportNoise(error: unknown): boolean {
  if (isApiError(error)) {
    if (error.code === "network_error") return true;
    return error.status !== null && error.status >= 400 && error.status < 500;
  }
  if (error instanceof DOMException || error instanceof Error) {
    return (
      ["AbortError", "TimeoutError"].includes(error.name) ||
      /Failed to fetch|NetworkError|Load failed/i.test(error.message)
    );
  }
  return false;
}
