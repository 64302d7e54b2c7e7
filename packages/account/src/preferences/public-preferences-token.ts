import { isApiError } from "@tandem/api-client";

/** The public page was opened without `?token=` (S-15): there is nobody to ask the server about. */
export class MissingTokenError extends Error {
  override name = "MissingTokenError";
  constructor() {
    super("The public preferences link has no token");
  }
}

/** The token of a public preferences link (D-12: the link carries `?token=`), or throws {@link MissingTokenError}. */
export function tokenFrom(search: URLSearchParams): string {
  const token = search.get("token")?.trim();
  if (!token) throw new MissingTokenError();
  return token;
}

/**
 * Whether a failure means the link itself is no good (D-12, S-15): no token, an unknown one or a deleted member
 * (401), or one the server cannot read (400). Anything else (offline, a server fault) is worth a retry.
 */
export function isBadLink(error: unknown): boolean {
  if (error instanceof MissingTokenError) return true;
  return isApiError(error) && (error.status === 401 || error.status === 400);
}
