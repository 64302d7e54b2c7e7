// One simulated member's HTTP session: its own cookie, JSON in and out, and a timing for every request.

export interface Stats {
  requests: number;
  errors: string[];
  latencies: number[];
}

/** A JSON object as the bench reads it. */
export type Json = Record<string, unknown>;

/** What came back: status and JSON body (null when empty). */
export interface Answer {
  status: number;
  body: unknown;
}

/** A member's connection to the sandbox, with its session cookie. */
export class HttpSession {
  private cookie = "";
  private readonly origin: string;
  private readonly stats: Stats;

  constructor(origin: string, stats: Stats) {
    this.origin = origin;
    this.stats = stats;
  }

  /** Sends a request; answers of `expected` statuses count as fine, anything else is recorded as an error. */
  async send(method: string, path: string, body?: unknown, expected: number[] = [200, 204]): Promise<Answer> {
    const started = performance.now();
    const headers: Record<string, string> = { accept: "application/json" };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    this.stats.requests += 1;
    try {
      const response = await fetch(`${this.origin}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const setCookie = response.headers.getSetCookie().find((value) => value.startsWith("suma.session="));
      if (setCookie) this.cookie = setCookie.split(";")[0] ?? "";
      const text = await response.text();
      this.stats.latencies.push(performance.now() - started);
      if (!expected.includes(response.status))
        this.stats.errors.push(`${method} ${path} → ${response.status} ${text.slice(0, 160)}`);
      return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
    } catch (error) {
      this.stats.errors.push(`${method} ${path} → ${String(error)}`);
      return { status: 0, body: null };
    }
  }
}

/** The 95th percentile of the latencies, in ms. */
export function p95(latencies: number[]): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}
