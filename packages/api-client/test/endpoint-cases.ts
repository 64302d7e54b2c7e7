// Table-driven endpoint tests: each case calls one endpoint function against the real test server, then checks
// the request it sent and the answer it returned.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { ApiClient } from "../src/client.ts";
import { readFixture } from "./contract-fixtures.ts";
import { startTestApi, type RecordedRequest, type Scripted, type TestApi } from "./test-api.ts";

/** One endpoint function under test. */
export interface EndpointCase {
  /** Acceptance row ids the case covers, e.g. "A-13". */
  rows: string;
  /** The function under test (for the coverage check). */
  fn: (...args: never[]) => Promise<unknown>;
  call: (client: ApiClient) => Promise<unknown>;
  /** The expected request line, e.g. "GET /api/v1/me". */
  route: string;
  /** A fixture file to answer with, or a scripted answer. */
  fixture?: string;
  answer?: Scripted;
  /** The JSON body it must send (snake_case); omitted means no body. */
  body?: unknown;
  /** The query it must send, as ordered entries. */
  query?: [string, string][];
  /** Checks on the answer and the client. */
  expectResult: (result: unknown, client: ApiClient, request: RecordedRequest) => void;
}

/** Starts one test server for the file and gives each test a clean slate. */
export function useTestApi(): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => void (api = await startTestApi()));
  afterAll(() => api?.close());
  beforeEach(() => api?.reset());
  return () => {
    if (!api) throw new Error("the test API has not started");
    return api;
  };
}

/** Runs every case as its own test. */
export function runEndpointCases(cases: EndpointCase[]): void {
  const api = useTestApi();
  it.each(cases.map((c) => [`${c.rows} ${c.fn.name} → ${c.route}`, c] as const))("%s", async (_, c) => {
    const answer = c.answer ?? { json: c.fixture ? readFixture(c.fixture) : undefined };
    api().answer(c.route, answer);
    const client = api().client();
    const result = await c.call(client);
    const [request, ...others] = api().requests;
    if (!request) throw new Error("no request was sent");
    expect(others).toEqual([]);
    expect(`${request.method} ${request.path}`).toBe(c.route);
    expect(request.body).toEqual(c.body);
    expect([...request.search.entries()]).toEqual(c.query ?? []);
    c.expectResult(result, client, request);
    expect(api().logs.filter((line) => line.level === "error")).toEqual([]);
  });
}

/** Asserts that every function a module exports is the `fn` of some case (every endpoint has a test). */
export function expectEveryFunctionCovered(module: Record<string, unknown>, cases: EndpointCase[]): void {
  it("has a case for every endpoint function of the module", () => {
    const functions = Object.entries(module).filter(([, value]) => typeof value === "function");
    const covered = new Set<unknown>(cases.map((c) => c.fn));
    expect(functions.filter(([, fn]) => !covered.has(fn)).map(([name]) => name)).toEqual([]);
  });
}
