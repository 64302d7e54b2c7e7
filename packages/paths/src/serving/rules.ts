// How the built app is served under /app, written once: the build copies these rules into its headers manifest
// (dist/.headers.json), which the sandbox and the nginx configuration generator both read.
import { CONTENT_TYPES, type ContentType } from "./content-types.ts";

/** The headers manifest's file name in the build folder: a dotfile, so no host serves it. */
export const HEADERS_MANIFEST_FILE = ".headers.json";

/** A directive of the Content-Security-Policy with its fixed sources. */
export interface CspDirective {
  name: string;
  sources: string[];
  /** Sent only when the runtime configuration adds sources to it (the card provider's frames). */
  optional?: boolean;
}

/** The serving rules of the app, the same for every build. */
export interface ServingRules {
  version: 1;
  /** The path the app is served under. */
  base: string;
  /** Headers of every answer under the base besides its Content-Security-Policy. */
  headers: Record<string, string>;
  csp: {
    directives: CspDirective[];
    /** Runtime configuration variables naming hosts the app sends requests to: their origins join connect-src. */
    connectVariables: string[];
    /** Sources a runtime configuration variable adds, by directive, when it has a value. */
    whenConfigured: Record<string, Record<string, string[]>>;
  };
  cache: {
    /** Paths (below the base, a case-insensitive regular expression) whose content never changes. */
    immutable: string;
    immutableValue: string;
    /** Every other file, index.html and the service worker among them: revalidated on each use. */
    otherValue: string;
  };
  /** The document a path that is no file gets, for the client router to take. */
  fallback: string;
  /** Paths (below the base) answered 404 when missing, never with the fallback: a script must not get HTML. */
  noFallback: string[];
  /** Content types by file extension; anything else is application/octet-stream, never compressed. */
  types: Record<string, ContentType>;
}

/** The manifest of one build: the rules and each HTML page's inline style hashes. */
export interface HeadersManifest extends ServingRules {
  /** HTML file (below the base) → the `'sha256-…'` sources of its inline styles; other files take index.html's. */
  pages: Record<string, string[]>;
}

/**
 * Every browser permission the app never asks for is off; geolocation is the map's, for this origin only.
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

/**
 * The card provider's origins (its own CSP guidance), allowed only when a publishable key is configured: its
 * script (loaded on the add-card page alone) and frames, and its token endpoint (F-162).
 */
const CARD_PROVIDER = {
  "script-src": ["https://js.stripe.com"],
  "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com"],
  "connect-src": ["https://api.stripe.com"],
};

/**
 * The rules (B-10):
 * - CSP: scripts only from this origin (and a configured card provider's), never inline (Vite emits none); inline
 *   styles only by hash; requests to this origin and the configured hosts; images also from data and blob URLs;
 *   workers from blob URLs too (the map's); never framed; no plugins; forms and `<base>` to this origin.
 * - Vite writes bundled files as assets/<name>-<hash>.<ext> (source maps beside them): cached for a year.
 */
export const SERVING_RULES: ServingRules = {
  version: 1,
  base: "/app/",
  headers: {
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  },
  csp: {
    directives: [
      { name: "default-src", sources: ["'self'"] },
      { name: "script-src", sources: ["'self'"] },
      { name: "frame-src", sources: ["'self'"], optional: true },
      { name: "style-src", sources: ["'self'"] },
      { name: "img-src", sources: ["'self'", "data:", "blob:"] },
      { name: "font-src", sources: ["'self'"] },
      { name: "connect-src", sources: ["'self'"] },
      { name: "worker-src", sources: ["'self'", "blob:"] },
      { name: "manifest-src", sources: ["'self'"] },
      { name: "frame-ancestors", sources: ["'none'"] },
      { name: "base-uri", sources: ["'self'"] },
      { name: "form-action", sources: ["'self'"] },
      { name: "object-src", sources: ["'none'"] },
    ],
    connectVariables: ["VITE_API_HOST", "VITE_SENTRY_DSN", "VITE_METRICS_ENDPOINT"],
    whenConfigured: {
      // The maps service the map's basemap fetches its tiles from when a token is configured (F-084).
      VITE_MAPS_ACCESS_TOKEN: { "connect-src": ["https://api.mapbox.com"] },
      VITE_STRIPE_PUBLIC_KEY: CARD_PROVIDER,
    },
  },
  cache: {
    immutable: String.raw`^assets/[^/]+-[\w-]{6,}\.[a-z\d]+(\.map)?$`,
    immutableValue: "public, max-age=31536000, immutable",
    otherValue: "no-cache",
  },
  fallback: "shell.html",
  noFallback: ["assets/", "config.json"],
  types: CONTENT_TYPES,
};
