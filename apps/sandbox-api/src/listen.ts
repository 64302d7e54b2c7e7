import { readFileSync } from "node:fs";
import { createSecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";

/** Where the sandbox listens, and with which certificate when it serves HTTPS. */
export interface ListenOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
  /** PEM files of a certificate and its key: HTTPS with HTTP/2 (HTTP/1.1 for clients without it), as deployed. */
  tls?: { certFile: string; keyFile: string } | undefined;
}

/** The started server and its address, e.g. `https://127.0.0.1:22001`. */
export interface Listening {
  server: ServerType;
  origin: string;
}

/**
 * Starts the sandbox's HTTP server. Without `tls` it speaks plain HTTP/1.1 (local development, journeys); with it,
 * HTTPS over HTTP/2, the protocol the member app is served with in production, so measurements of loading
 * (Lighthouse) see one multiplexed connection instead of HTTP/1.1's six.
 */
export function listen({ fetch, port, hostname, tls }: ListenOptions): Promise<Listening> {
  const scheme = tls ? "https" : "http";
  return new Promise((resolve, reject) => {
    const server = serve(
      tls
        ? {
            fetch,
            port,
            hostname,
            createServer: createSecureServer,
            serverOptions: {
              cert: readFileSync(tls.certFile),
              key: readFileSync(tls.keyFile),
              allowHTTP1: true,
            },
          }
        : { fetch, port, hostname },
      (info: AddressInfo) => {
        resolve({ server, origin: `${scheme}://${hostname}:${String(info.port)}` });
      },
    );
    server.once("error", reject);
  });
}
