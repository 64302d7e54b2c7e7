import path from "node:path";
import {
  contentSecurityPolicy,
  HEADERS_MANIFEST_FILE,
  inlineStyleHashes,
  parseHeadersManifest,
  securityHeaders,
  SERVING_RULES,
  type HeadersManifest,
} from "@tandem/paths/serving";
import type { StaticFile, StaticFiles } from "./static-files.ts";

export { inlineStyleHashes, originOf } from "@tandem/paths/serving";

// A folder with no manifest (an app built before it had one, the tests' hand-made ones): the shared rules, each
// page's styles hashed as it is sent.
const NO_MANIFEST: HeadersManifest = { ...SERVING_RULES, pages: {} };

function configValues(config: StaticFile | null): Record<string, unknown> {
  if (!config) return {};
  try {
    return JSON.parse(Buffer.from(config.identity.body).toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The serving rules of the built app in a folder and the security headers of its answers,
 * from the headers manifest the build writes beside it (`.headers.json`, the same one a production host's
 * configuration is made from), else from the shared rules. Every answer's CSP allows the inline styles of the
 * page it sends (index.html's for other files) and the hosts of the runtime configuration; it is made again only
 * when the manifest, the page or the configuration changes.
 */
export class AppPolicies {
  readonly #files: StaticFiles;
  readonly #root: string;
  readonly #configFile: string;
  #manifest: { etag: string; manifest: HeadersManifest } | null = null;
  /** Which rules the last call of rules() gave: the manifest's ETag, or none. */
  #rulesKey = "none";
  readonly #policies = new Map<string, { key: string; headers: Record<string, string> }>();

  constructor(files: StaticFiles, root: string, configFile: string) {
    this.#files = files;
    this.#root = root;
    this.#configFile = configFile;
  }

  /** The build's manifest, read again once it changes; the shared rules when the build has none. */
  async rules(): Promise<HeadersManifest> {
    const file = await this.#files.load(path.join(this.#root, HEADERS_MANIFEST_FILE));
    this.#rulesKey = file?.identity.etag ?? "none";
    if (!file) return NO_MANIFEST;
    if (this.#manifest?.etag !== file.identity.etag) {
      const manifest = parseHeadersManifest(Buffer.from(file.identity.body).toString("utf8"));
      this.#manifest = { etag: file.identity.etag, manifest };
    }
    return this.#manifest.manifest;
  }

  /** The security headers of an answer sending `page` (an HTML file's absolute path; index.html by default). */
  async headers(page = path.join(this.#root, "index.html")): Promise<Record<string, string>> {
    const [manifest, html, config] = await Promise.all([
      this.rules(),
      this.#files.load(page),
      this.#files.load(this.#configFile),
    ]);
    const key = `${this.#rulesKey}|${html?.identity.etag}|${config?.identity.etag}`;
    const known = this.#policies.get(page);
    if (known?.key === key) return known.headers;
    const relative = path.relative(this.#root, page).split(path.sep).join("/");
    const styles =
      manifest.pages[relative] ??
      inlineStyleHashes(html ? Buffer.from(html.identity.body).toString("utf8") : "");
    const csp = contentSecurityPolicy(manifest, styles, configValues(config));
    const policy = { key, headers: securityHeaders(manifest, csp) };
    this.#policies.set(page, policy);
    return policy.headers;
  }
}
