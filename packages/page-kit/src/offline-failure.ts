import { isApiError } from "@tandem/api-client";

/**
 * Whether a failed load failed because the browser is offline (B-10): a network error of the API client, or a
 * page chunk or stylesheet that could not be fetched, while `navigator.onLine` is false. A server that answered is
 * never that.
 */
export function isOfflineFailure(error: unknown, online = navigator.onLine): boolean {
  if (online) return false;
  if (isApiError(error)) return error.code === "network_error";
  // Failed dynamic imports are TypeErrors in every engine ("Failed to fetch dynamically imported module"); a page's
  // stylesheet that could not be fetched is a plain Error of Vite's preload helper, which loads it first.
  return (
    error instanceof TypeError ||
    (error instanceof Error && error.message.startsWith("Unable to preload CSS"))
  );
}
