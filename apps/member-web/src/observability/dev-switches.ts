import { DEV_SWITCHES_STORAGE_KEY, readStored } from "@tandem/page-kit";

/** Developer switches (B-12), read once at start from local storage (`dev-switches`), all off by default. */
export interface DevSwitches {
  /** Log every API request and response, as the debug flag does. */
  logRequests: boolean;
  /** Hold every API request this many milliseconds, to see loaders and skeletons. */
  latencyMs: number;
  /** Show message ids instead of text, to find a string's key. */
  showMessageKeys: boolean;
}

const OFF: DevSwitches = { logRequests: false, latencyMs: 0, showMessageKeys: false };

/**
 * The switches a developer set with `localStorage.setItem("dev-switches", JSON.stringify({ latencyMs: 1500 }))`;
 * unknown or malformed values are ignored.
 */
export function readDevSwitches(): DevSwitches {
  const stored = readStored<unknown>("local", DEV_SWITCHES_STORAGE_KEY, null);
  if (typeof stored !== "object" || stored === null) return OFF;
  const { logRequests, latencyMs, showMessageKeys } = stored as Record<string, unknown>;
  return {
    logRequests: logRequests === true,
    latencyMs: typeof latencyMs === "number" && latencyMs > 0 ? Math.min(latencyMs, 30_000) : 0,
    showMessageKeys: showMessageKeys === true,
  };
}

/** `fetch` with the artificial latency of the switches (the plain `fetch` when there is none). */
export function withLatency(latencyMs: number, base: typeof fetch = fetch): typeof fetch {
  if (latencyMs <= 0) return base;
  return (input, init) =>
    new Promise((resolve) => setTimeout(resolve, latencyMs)).then(() => base(input, init));
}
