// A real HTTP server on 127.0.0.1 (random port) that answers scripted responses and records every request, for
// the client's behaviour tests.
import type { AddressInfo } from "node:net";
import { serve, type HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { createApiClient, type ApiClient, type ApiClientOptions } from "../src/client.ts";
import type { ApiLogger } from "../src/logging.ts";

/** One scripted answer; `drop` closes the connection without answering, `delayMs` waits first. */
export interface Scripted {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  drop?: boolean;
}

/** A request as the server received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A log line written through the recording logger. */
export interface LogLine {
  level: "debug" | "warn" | "error";
  args: unknown[];
}

/** The running test API. */
export interface TestApi {
  origin: string;
  requests: RecordedRequest[];
  logs: LogLine[];
  logger: ApiLogger;
  /** Queues answers for `"METHOD /path"` (path from the server root); the last one repeats. */
  answer(route: string, ...answers: Scripted[]): void;
  /** A client of this server: recording logger, 1 ms retry delay; override anything. */
  client(options?: ApiClientOptions): ApiClient;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function respond(c: Context<{ Bindings: HttpBindings }>, answer: Scripted): Response | Promise<Response> {
  if (answer.drop) {
    c.env.incoming.socket.destroy();
    return new Promise<Response>(() => undefined);
  }
  const headers = answer.headers ?? {};
  if (answer.text !== undefined) return c.body(answer.text, (answer.status ?? 200) as 200, headers);
  if (answer.json === undefined) return c.body(null, (answer.status ?? 204) as 204, headers);
  return c.json(answer.json, (answer.status ?? 200) as 200, headers);
}

/** Starts the server; call `close()` when done. */
export async function startTestApi(): Promise<TestApi> {
  const scripts = new Map<string, Scripted[]>();
  const requests: RecordedRequest[] = [];
  const logs: LogLine[] = [];
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    const route = `${c.req.method} ${url.pathname}`;
    requests.push({
      method: c.req.method,
      path: url.pathname,
      search: url.searchParams,
      headers: c.req.raw.headers,
      body: await readBody(c),
    });
    const queue = scripts.get(route);
    const answer = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? {
      status: 404,
      json: { error: { status: 404, code: "not_found", message: `No script for ${route}` } },
    };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return respond(c, answer);
  });
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const started = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
        resolve({ server: started, port: info.port }),
      );
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const record =
    (level: LogLine["level"]) =>
    (...args: unknown[]) =>
      void logs.push({ level, args });
  const logger: ApiLogger = { debug: record("debug"), warn: record("warn"), error: record("error") };
  return {
    origin,
    requests,
    logs,
    logger,
    answer: (route, ...answers) => void scripts.set(route, answers),
    client: (options = {}) => createApiClient({ host: origin, logger, retryDelay: () => 1, ...options }),
    reset() {
      scripts.clear();
      requests.length = 0;
      logs.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
