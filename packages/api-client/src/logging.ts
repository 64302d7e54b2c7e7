// Request/response logging of doc 1 §7 (A-09, A-10, C-10).

/** Where the client writes its log lines; `console` by default. */
export interface ApiLogger {
  debug(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
}

/** Logged bodies are cut to this many characters… (C-10) */
export const LOG_BODY_KEEP = 100;
/** …when they are longer than this (C-10), so a cut never saves fewer characters than the ellipsis adds. */
export const LOG_BODY_LIMIT = 103;

/**
 * A body as the debug log shows it: unchanged up to 103 characters, else its first 100 plus "...".
 * @example truncateForLog("x".repeat(104)) // "xxx…x..." (100 x's and three dots)
 */
export function truncateForLog(body: string): string {
  return body.length > LOG_BODY_LIMIT ? `${body.slice(0, LOG_BODY_KEEP)}...` : body;
}

/** The body's `error` fields without `backtrace` (A-10: never log the server's stack). */
export function errorFieldsForLog(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("error" in body)) return body;
  const { error } = body;
  if (typeof error !== "object" || error === null) return error;
  const { backtrace: _backtrace, ...rest } = error as Record<string, unknown>;
  return rest;
}
