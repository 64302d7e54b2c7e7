// Turns whatever ky throws into the client's one error type, and reads answer bodies.
import { HTTPError } from "ky";
import { ApiError, apiErrorFromResponse, networkError } from "./errors.ts";

/** Reads a body as JSON; an empty body is null and a non-JSON body is its text. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Rethrows a failed call as an {@link ApiError}; an abort stays the AbortError. */
export function toApiError(error: unknown): never {
  if (error instanceof ApiError) throw error;
  // The caller aborted on purpose (a newer cart update, a page left): not a failure to report.
  if (error instanceof Error && error.name === "AbortError") throw error;
  // ky 2 has already read the error body into `data` (JSON when the answer says so, else text).
  if (error instanceof HTTPError) {
    throw apiErrorFromResponse(error.response.status, error.data, error.response.headers.get("retry-after"));
  }
  throw networkError(error);
}
