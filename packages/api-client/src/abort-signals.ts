/**
 * A signal that aborts with a `TimeoutError` after `ms`: `AbortSignal.timeout` where the browser has it, else the
 * same from an `AbortController`, since Safari and iOS before 16 lack it (docs/browsers.md).
 * @example await fetch(url, { signal: timeoutSignal(3000) });
 */
export function timeoutSignal(ms: number): AbortSignal {
  // eslint-disable-next-line tandem/newer-apis -- feature-checked here: this is the policy's fallback for it.
  if (typeof AbortSignal.timeout === "function") return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException("The operation timed out.", "TimeoutError")), ms);
  return controller.signal;
}
