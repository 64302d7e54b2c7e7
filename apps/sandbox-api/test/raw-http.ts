// One HTTP/1.1 request with exactly the headers given (fetch would fill in or refuse some: Host, Origin), for
// probes that play a browser on another site or a DNS-rebinding page.
import { request } from "node:http";

/** What a raw request answered. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The request to send: method, path and headers as written, and an optional body. */
export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Sends `raw` to the server at `origin` (plain HTTP) and reads the whole answer. */
export function rawRequest(origin: string, raw: RawRequest): Promise<RawAnswer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: raw.method ?? "GET",
        path: raw.path,
        headers: raw.headers ?? {},
        setHost: !raw.headers || !Object.keys(raw.headers).some((name) => name.toLowerCase() === "host"),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        incoming.on("error", reject);
      },
    );
    // A server refusing a large body may answer and close before the body is sent: the answer still counts.
    outgoing.on("error", reject);
    outgoing.end(raw.body);
  });
}
