import { timeoutSignal } from "@tandem/api-client";
import { APP_BASE } from "@tandem/paths";
import { applyRuntimeConfig } from "../config.ts";

/** Where each environment may put its configuration, beside index.html. */
export const RUNTIME_CONFIG_URL = `${APP_BASE}/config.json`;
// A host that does not answer must not hold the app's start for long: the build-time values serve instead.
const TIMEOUT_MS = 3000;

/**
 * Reads `/app/config.json` before start and overlays it on the build-time configuration (one build, every
 * environment). No file (404), a host that answers something else, or content that fails validation leaves the
 * build-time values; anything but a missing file is logged.
 */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<void> {
  let content: unknown;
  try {
    const response = await fetchConfig(RUNTIME_CONFIG_URL, { signal: timeoutSignal(TIMEOUT_MS) });
    if (response.status === 404) return;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (!(response.headers.get("content-type") ?? "").includes("json")) throw new Error("not a JSON answer");
    content = await response.json();
  } catch (error) {
    console.warn("config.json not read; using the build-time configuration", error);
    return;
  }
  const problem = applyRuntimeConfig(content);
  if (problem) console.error(`${problem}; using the build-time configuration`);
}
