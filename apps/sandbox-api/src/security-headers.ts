import { createHash } from "node:crypto";

/**
 * Every browser permission the app never asks for is off; geolocation is the map's, for this origin only
 * (issue 14, "Security").
 */
const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  ...[
    "camera",
    "microphone",
    "payment",
    "usb",
    "serial",
    "midi",
    "magnetometer",
    "gyroscope",
    "accelerometer",
    "display-capture",
  ].map((feature) => `${feature}=()`),
].join(", ");

/** The `'sha256-…'` source of each inline `<style>` of a page: the boot spinner of index.html is one (F-001). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(
    ([, css = ""]) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`,
  );
}

/** The origin of a configured URL (API host, error-reporting DSN, metrics endpoint), or null for none or a path. */
export function originOf(value: unknown): string | null {
  if (typeof value !== "string" || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Third-party origins the app needs beyond requests: a script and the frames it opens. */
export interface ThirdPartyOrigins {
  scripts?: readonly string[];
  frames?: readonly string[];
}

/**
 * The card provider's origins (its own CSP guidance), allowed only when a publishable key is configured: its
 * script (loaded on the add-card page alone) and frames, and its token endpoint (F-162).
 */
export const CARD_PROVIDER_ORIGINS = {
  scripts: ["https://js.stripe.com"],
  frames: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
} as const;

/**
 * The Content-Security-Policy of the member app (B-10): scripts only from this origin (and a configured card
 * provider's), never inline (Vite emits none); inline styles only by hash; requests to this origin and the
 * configured hosts; images also from data and blob URLs; workers from blob URLs too (the map's); never framed; no
 * plugins; forms and `<base>` to this origin.
 */
export function contentSecurityPolicy(
  styleHashes: readonly string[],
  connectOrigins: readonly string[],
  thirdParty: ThirdPartyOrigins = {},
): string {
  const frames = thirdParty.frames ?? [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(thirdParty.scripts ?? [])].join(" "),
    ...(frames.length > 0 ? [["frame-src 'self'", ...frames].join(" ")] : []),
    ["style-src 'self'", ...styleHashes].join(" "),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...new Set(connectOrigins)].join(" "),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The security headers of every response under /app (issue 14, "Security"): with the page's CSP. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
