// Writes the nginx configuration of a build: tandem.conf (the server) and
// tandem-policy.conf (each page's CSP), both for nginx's http block (Debian's /etc/nginx/conf.d/).
//   node scripts/nginx-config.ts --out-dir /etc/nginx/conf.d --root /srv/tandem --api https://api.example.org
// Options: --dist (default dist), --app-config (default <dist>/config.json), --listen, --root, --api, --proxy <prefix>.
// `--example` rewrites the committed example (deploy/nginx/tandem.conf.example) from the rules instead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { HEADERS_MANIFEST_FILE, parseHeadersManifest, SERVING_RULES } from "@tandem/paths/serving";
import { EXAMPLE_OPTIONS, nginxPolicy, nginxServer, type NginxOptions } from "./nginx-rules.ts";

/** Writes both files for the build in `dist` into `outDir`; returns their paths. */
export function writeNginxConfig(dist: string, outDir: string, options: NginxOptions, appConfig?: string) {
  const manifestFile = path.join(dist, HEADERS_MANIFEST_FILE);
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the app first.`);
  const manifest = parseHeadersManifest(readFileSync(manifestFile, "utf8"));
  const configFile = appConfig ?? path.join(dist, "config.json");
  const config = existsSync(configFile)
    ? (JSON.parse(readFileSync(configFile, "utf8")) as Record<string, unknown>)
    : {};
  mkdirSync(outDir, { recursive: true });
  const server = path.join(outDir, "tandem.conf");
  const policy = path.join(outDir, "tandem-policy.conf");
  writeFileSync(server, nginxServer(manifest, options));
  writeFileSync(policy, nginxPolicy(manifest, config));
  return { server, policy };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      dist: { type: "string", default: path.resolve(import.meta.dirname, "../dist") },
      "app-config": { type: "string" },
      "out-dir": { type: "string", default: "." },
      listen: { type: "string", default: EXAMPLE_OPTIONS.listen },
      root: { type: "string", default: EXAMPLE_OPTIONS.root },
      api: { type: "string", default: EXAMPLE_OPTIONS.api },
      proxy: { type: "string", multiple: true, default: [] },
      example: { type: "boolean", default: false },
    },
  });
  if (values.example) {
    const example = path.resolve(import.meta.dirname, "../deploy/nginx/tandem.conf.example");
    writeFileSync(example, nginxServer({ ...SERVING_RULES, pages: {} }, EXAMPLE_OPTIONS));
    console.log(`Wrote ${example}`);
    process.exit(0);
  }
  try {
    const written = writeNginxConfig(
      values.dist,
      values["out-dir"],
      { listen: values.listen, root: values.root, api: values.api, proxied: values.proxy },
      values["app-config"],
    );
    console.log(`Wrote ${written.server} and ${written.policy}`);
  } catch (error) {
    // A missing build, or `--proxy /sandbox/` on an address other machines reach: the reason, not a stack.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
