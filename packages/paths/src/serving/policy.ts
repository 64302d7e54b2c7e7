import { createHash } from "node:crypto";
import { SERVING_RULES, type HeadersManifest, type ServingRules } from "./rules.ts";

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

/**
 * The manifest of a build from its HTML pages (path below the base → content): the rules, each page's inline style
 * hashes, and the fallback document (the shell a build that prerenders keeps, else index.html).
 */
export function headersManifest(pages: Record<string, string>): HeadersManifest {
  const hashes = Object.fromEntries(
    Object.entries(pages)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, html]) => [file, inlineStyleHashes(html)]),
  );
  const fallback = SERVING_RULES.fallback in pages ? SERVING_RULES.fallback : "index.html";
  return { ...SERVING_RULES, fallback, pages: hashes };
}

/** A manifest read from its JSON; throws when it is not one this version of the rules understands. */
export function parseHeadersManifest(json: string): HeadersManifest {
  const manifest = JSON.parse(json) as Partial<HeadersManifest>;
  if (manifest.version !== SERVING_RULES.version || typeof manifest.pages !== "object")
    throw new Error(`Not a version ${SERVING_RULES.version} headers manifest`);
  return manifest as HeadersManifest;
}

/**
 * The Content-Security-Policy of a page (B-10): the rules' directives, its inline styles' hashes in style-src, the
 * origins of the hosts the runtime configuration names in connect-src, and what a configured service adds.
 */
export function contentSecurityPolicy(
  rules: Pick<ServingRules, "csp">,
  styleHashes: readonly string[],
  config: Record<string, unknown>,
): string {
  const added = new Map<string, string[]>();
  const add = (name: string, sources: readonly string[]) =>
    added.set(name, [...(added.get(name) ?? []), ...sources]);
  add("style-src", styleHashes);
  add(
    "connect-src",
    rules.csp.connectVariables.map((name) => originOf(config[name])).filter((origin) => origin !== null),
  );
  for (const [variable, extra] of Object.entries(rules.csp.whenConfigured))
    if (config[variable]) for (const [name, sources] of Object.entries(extra)) add(name, sources);
  return rules.csp.directives
    .flatMap(({ name, sources, optional }) => {
      const extra = added.get(name) ?? [];
      if (optional && extra.length === 0) return [];
      return [[name, ...new Set([...sources, ...extra])].join(" ")];
    })
    .join("; ");
}

/** The headers every answer under the base carries, with the page's CSP. */
export function securityHeaders(rules: Pick<ServingRules, "headers">, csp: string): Record<string, string> {
  return { "Content-Security-Policy": csp, ...rules.headers };
}

/** The Cache-Control of a file (its path below the base): a year for hashed assets, revalidation for the rest. */
export function cacheControl(rules: Pick<ServingRules, "cache">, relative: string): string {
  return new RegExp(rules.cache.immutable, "i").test(relative)
    ? rules.cache.immutableValue
    : rules.cache.otherValue;
}

/** Whether a missing path (below the base) is a 404 rather than the fallback document. */
export function isNoFallback(rules: Pick<ServingRules, "noFallback">, relative: string): boolean {
  return rules.noFallback.some((prefix) =>
    prefix.endsWith("/") ? relative.startsWith(prefix) : relative === prefix,
  );
}
