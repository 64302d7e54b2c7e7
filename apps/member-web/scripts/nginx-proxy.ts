// The `location`s that pass paths on to the API host, and what nginx tells it about the client. The API trusts a
// proxy on its own machine for two things only (apps/sandbox-api README, "What the sandbox trusts"): the client's
// address (`X-Forwarded-For`, set here to the address nginx was reached from, never the client's own list) and the
// scheme the browser used (`X-Forwarded-Proto`); a `Forwarded` or `X-Real-IP` header a client sent is dropped.

/** True when nginx's `listen` value binds a loopback address only (`127.0.0.1:8080`, `[::1]:8080`, `localhost`). */
export function listensOnLoopbackOnly(listen: string): boolean {
  const address = listen.trim().split(/\s+/)[0] ?? "";
  return /^(127(\.\d{1,3}){3}|\[::1\]|localhost)(:\d+)?$/i.test(address);
}

/**
 * Refuses to pass the sandbox's `/sandbox/` (its controls: everyone's sign-in codes, faults, the clock) on from a
 * server other machines reach. The sandbox refuses its controls to any request a proxy passed on, and its card
 * provider stand-in is for this machine's journeys; a deployment has neither.
 */
export function checkProxied(prefixes: readonly string[], listen: string): void {
  const sandbox = prefixes.find((prefix) => prefix.startsWith("/sandbox"));
  if (sandbox && !listensOnLoopbackOnly(listen))
    throw new Error(
      `--proxy ${sandbox} is for a server on this machine only: listen on 127.0.0.1 (--listen 127.0.0.1:8080), not "${listen}".`,
    );
}

/** A `location` passing `prefix` to the API's origin. */
export function proxyLocation(prefix: string, api: string): string[] {
  // The origin alone: a path after it would make nginx replace the prefix (`/api/v1/me` sent as `/v1/me`).
  const upstream = new URL(api);
  return [
    `    location ${prefix} {`,
    `        proxy_pass ${upstream.origin};`,
    "        proxy_http_version 1.1;",
    ...(upstream.protocol === "https:" ? ["        proxy_ssl_server_name on;"] : []),
    "        # The API sees the host the member's browser asked for, so a write's Origin matches it.",
    "        proxy_set_header Host $http_host;",
    "        # Who the client is and how it spoke, as nginx saw it: the API counts its limits by this address.",
    "        proxy_set_header X-Forwarded-For $remote_addr;",
    "        proxy_set_header X-Forwarded-Proto $scheme;",
    '        proxy_set_header Forwarded "";',
    '        proxy_set_header X-Real-IP "";',
    "    }",
  ];
}
