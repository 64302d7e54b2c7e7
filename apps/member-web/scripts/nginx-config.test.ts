import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { headersManifest, inlineStyleHashes, SERVING_RULES } from "@tandem/paths/serving";
import { afterAll, describe, expect, it } from "vitest";
import { writeHeadersManifest } from "./headers-manifest.ts";
import { writeNginxConfig } from "./nginx-config.ts";
import { EXAMPLE_OPTIONS, nginxPolicy, nginxServer } from "./nginx-rules.ts";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tandem-nginx-"));
  dirs.push(dir);
  return dir;
};

const welcome = "<!doctype html><style>.welcome{gap:1rem}</style>";
const start = "<!doctype html><style>.start{gap:2rem}</style>";
const shell = "<!doctype html><style>.boot{gap:3rem}</style>";

/** The nginx policy line of an address: `$tandem_csp`'s value for it. */
const policyOf = (policy: string, address: string) =>
  new RegExp(`^\\s+${address.replace(/[/.]/g, "\\$&")} "([^"]+)";$`, "m").exec(policy)?.[1];

describe("Production serving: the nginx configuration from the headers manifest", () => {
  it("the committed example is what the script writes for its options, so the two cannot drift", () => {
    const example = readFileSync(
      path.join(import.meta.dirname, "../deploy/nginx/tandem.conf.example"),
      "utf8",
    );
    expect(example).toBe(nginxServer({ ...SERVING_RULES, pages: {} }, EXAMPLE_OPTIONS));
  });

  it("the build writes a manifest with each page's style hashes, dot folders left out, and the shell as fallback", () => {
    const dist = tempDir();
    mkdirSync(path.join(dist, "start"));
    mkdirSync(path.join(dist, ".vite"));
    writeFileSync(path.join(dist, "index.html"), welcome);
    writeFileSync(path.join(dist, "start", "index.html"), start);
    writeFileSync(path.join(dist, "shell.html"), shell);
    writeFileSync(path.join(dist, ".vite", "page.html"), welcome);
    const manifest = writeHeadersManifest(dist);
    expect(manifest.pages).toEqual({
      "index.html": inlineStyleHashes(welcome),
      "shell.html": inlineStyleHashes(shell),
      "start/index.html": inlineStyleHashes(start),
    });
    expect(manifest.fallback).toBe("shell.html");
    expect(JSON.parse(readFileSync(path.join(dist, ".headers.json"), "utf8"))).toEqual(manifest);
  });

  it("gives each page its own CSP, index.html's to every other file, with the configured hosts and services", () => {
    const manifest = headersManifest({
      "index.html": welcome,
      "start/index.html": start,
      "shell.html": shell,
    });
    const policy = nginxPolicy(manifest, {
      VITE_API_HOST: "https://api.tandem.example/",
      VITE_STRIPE_PUBLIC_KEY: "pk_live_123",
    });
    expect(policyOf(policy, "/app/start/index.html")).toContain(inlineStyleHashes(start)[0]);
    expect(policyOf(policy, "/app/shell.html")).toContain(inlineStyleHashes(shell)[0]);
    const fallback = /^\s+default "([^"]+)";$/m.exec(policy)?.[1];
    expect(fallback).toBe(policyOf(policy, "/app/index.html"));
    expect(fallback).toContain("connect-src 'self' https://api.tandem.example https://api.stripe.com;");
    expect(fallback).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
  });

  it("serves the build under the base with the manifest's headers, caching, types, compression and proxied API", () => {
    const manifest = headersManifest({ "index.html": welcome });
    const server = nginxServer(manifest, {
      ...EXAMPLE_OPTIONS,
      listen: "127.0.0.1:8080",
      proxied: ["/sandbox/"],
    });
    for (const [name, value] of Object.entries(manifest.headers))
      expect(server).toContain(`add_header ${name} "${value}";`);
    expect(server).toContain('add_header Content-Security-Policy "$tandem_csp";');
    expect(server).toContain(`"${manifest.cache.immutableValue}";`);
    // Without a shell in the build, any other address gets index.html.
    expect(server).toContain("try_files $uri $uri/index.html /app/index.html;");
    expect(server).toContain("location /app/assets/ { try_files $uri =404; }");
    expect(server).toContain("application/json json map;");
    expect(server).toMatch(/gzip_types [^;]*text\/css/);
    expect(server).not.toMatch(/gzip_types [^;]*image\/png/);
    expect(server).toMatch(/brotli_types [^;]*text\/javascript/);
    expect(server).toMatch(/location \/sandbox\/ \{\s+proxy_pass http:\/\/127\.0\.0\.1:22001;/);
    expect(server).toContain("proxy_set_header Host $http_host;");
  });

  it("tells the API the address nginx was reached from, never the client's own X-Forwarded-For or Forwarded", () => {
    const server = nginxServer(headersManifest({}), EXAMPLE_OPTIONS);
    expect(server).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(server).not.toContain("$proxy_add_x_forwarded_for");
    expect(server).toContain('proxy_set_header Forwarded "";');
    expect(server).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
  });

  it("passes the sandbox's /sandbox/ on only from a server listening on this machine alone", () => {
    for (const listen of ["8080", "0.0.0.0:8080", "[::]:8080", "10.0.0.5:8080 ssl"])
      expect(() =>
        nginxServer(headersManifest({}), { ...EXAMPLE_OPTIONS, listen, proxied: ["/sandbox/"] }),
      ).toThrow(/--proxy \/sandbox\/ is for a server on this machine only/);
    for (const listen of ["127.0.0.1:8080", "[::1]:8080 ssl", "localhost:8080"])
      expect(
        nginxServer(headersManifest({}), { ...EXAMPLE_OPTIONS, listen, proxied: ["/sandbox/"] }),
      ).toContain("location /sandbox/ {");
    // The example listens on every interface, as a host members reach does, and so passes on /api/ alone.
    expect(nginxServer(headersManifest({}), EXAMPLE_OPTIONS)).not.toContain("location /sandbox/");
  });

  it("passes /api/ to the API's origin alone, so the path reaches it unchanged, with SNI over https", () => {
    const server = nginxServer(headersManifest({}), {
      ...EXAMPLE_OPTIONS,
      api: "https://api.tandem.example/v1/",
    });
    expect(server).toMatch(/location \/api\/ \{\s+proxy_pass https:\/\/api\.tandem\.example;/);
    expect(server).toContain("proxy_ssl_server_name on;");
    expect(nginxServer(headersManifest({}), EXAMPLE_OPTIONS)).not.toContain("proxy_ssl_server_name");
  });

  it("keeps a campaign link's utm_ parameters in cookies under /app, only a value that cannot end the cookie or the header", () => {
    const server = nginxServer(headersManifest({}), EXAMPLE_OPTIONS);
    for (const key of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"]) {
      expect(server).toContain(`map "$arg_${key}|$cookie_${key}" $tandem_${key} {`);
      // In the app's location and in the redirect of /app to /app/, for every answer (404s too), as the backend.
      expect(server.split(`add_header Set-Cookie $tandem_${key} always;`)).toHaveLength(3);
      expect(server).toContain(`"${key}=$tandem_value; path=/; Max-Age=2592000; SameSite=Lax";`);
    }
    // The map's rules, as nginx's PCRE reads them: the same value as the cookie's sets nothing; another sets it.
    const block = server.slice(server.indexOf('map "$arg_utm_source'));
    const rules = [...block.matchAll(/^ {4}"~(.+)" "(.*)";$/gm)].slice(0, 2);
    const unchanged = new RegExp(rules[0]?.[1] ?? "^$");
    const kept = new RegExp(rules[1]?.[1] ?? "^$");
    expect(unchanged.test("spring%20market|spring%20market")).toBe(true);
    expect(unchanged.test("fall|spring")).toBe(false);
    expect(kept.test("fall|spring")).toBe(true);
    expect(kept.test("https://example.org/a?b=c|")).toBe(true);
    for (const hostile of [
      "x;Domain=evil",
      "a,b",
      "a b",
      'a"b',
      "a\\b",
      "a\r\nSet-Cookie:x",
      "",
      "v".repeat(513),
    ])
      expect(kept.test(`${hostile}|`), JSON.stringify(hostile)).toBe(false);
    expect(kept.test(`${"v".repeat(512)}|`)).toBe(true);
  });

  it("refuses a build without a manifest", () => {
    expect(() => writeNginxConfig(tempDir(), tempDir(), EXAMPLE_OPTIONS)).toThrow(/build the app first/);
  });
});
