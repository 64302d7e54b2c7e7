// The network-fault suite's faults (network-faults.spec.ts): the sandbox's fault settings (`POST /sandbox/faults`)
// each one makes for a journey's calls, and what a member meets under it.

/** The sandbox's API prefix. */
export const API = "/api/v1";

export interface FaultRule {
  path: string;
  method?: string;
  status?: number;
  drop?: boolean;
  latency_ms?: number;
  retry_after?: number;
  times?: number;
}
export interface FaultConfig {
  latency_ms?: number;
  failure_rate?: number;
  rules?: FaultRule[];
}

/** The API calls a journey makes: the reads of its pages and the writes of its actions (globs of paths). */
export interface Area {
  reads: string[];
  writes: string[];
}

export interface Fault {
  key: "latency" | "errors" | "drop" | "limit" | "hang";
  /** The column of the table, and the test names. */
  name: string;
  /** The acceptance rows the fault checks, besides the journey's own. */
  rows: string;
  /**
   * The settings while the member meets the fault: `phase` 0 first, 1 after the first error it caused. `holdMs` is how
   * long the hanging-request fault holds a call (see {@link FaultRun.holdMs}).
   */
  config: (area: Area, phase: number, holdMs: number) => FaultConfig;
  /** The phases of the fault: after this many errors it is lifted (Infinity: it stays until the journey ends). */
  liftAfterErrors: number;
  /** What the member reads when a call fails under this fault; null when no call may fail. */
  error: RegExp | null;
  /** Whether every affected wait is long enough that a loader must be seen. */
  slow: boolean;
  /** The errors a member must have met for the fault to have been met at all. */
  minErrors: number;
}

const messages = {
  network: /We couldn't reach Tandem\. Check your internet connection and try again\./,
  unhandled: /Sorry, something went wrong on our side\. Please try again\./,
  wait: /Too many attempts\. Please wait 5 seconds and try again\./,
};

const every = (area: Area) => [...area.reads, ...area.writes];

/** Rules giving `effect` first to every call of the journey (phase 0), then only to its writes. */
const phasedRules = (area: Area, phase: number, effect: Omit<FaultRule, "path" | "method">): FaultRule[] =>
  (phase === 0 ? every(area) : area.writes).map((path) => ({
    path,
    ...(phase === 0 ? {} : { method: "POST" }),
    ...effect,
  }));

/** The hanging-request fault's rules: the journey's first read and each of its writes, held `holdMs` once each. */
export const hangRules = (area: Area, holdMs: number): FaultRule[] => [
  ...area.reads.slice(0, 1).map((path) => ({ path, method: "GET", latency_ms: holdMs, times: 1 })),
  ...area.writes.map((path) => ({ path, method: "POST", latency_ms: holdMs, times: 1 })),
];

/** The sandbox's fault-rule path glob (`*` is any run of characters), as a pattern of URL paths. */
export const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );

/** The five faults, each a column of the report's table. */
export const faults: Fault[] = [
  {
    key: "latency",
    name: "3 s latency",
    rows: "A-05 C-10",
    config: (area) => ({ rules: every(area).map((path) => ({ path, latency_ms: 3000 })) }),
    liftAfterErrors: Infinity,
    error: null,
    slow: true,
    minErrors: 0,
  },
  {
    // Every API call of the app fails three times in ten: reads are retried by the client, writes are not.
    key: "errors",
    name: "30% 500s",
    rows: "A-08 E-06",
    config: () => ({ failure_rate: 0.3 }),
    liftAfterErrors: Infinity,
    error: messages.unhandled,
    slow: false,
    minErrors: 0,
  },
  {
    // First every call of the journey drops, then only its writes; then the fault is lifted.
    key: "drop",
    name: "dropped connections",
    rows: "A-08 E-06",
    config: (area, phase) => ({ rules: phasedRules(area, phase, { drop: true }) }),
    liftAfterErrors: 2,
    error: messages.network,
    slow: false,
    minErrors: 2,
  },
  {
    key: "limit",
    name: "429 with retry-after",
    rows: "E-09 A-08",
    config: (area, phase) => ({ rules: phasedRules(area, phase, { status: 429, retry_after: 5 }) }),
    liftAfterErrors: 2,
    error: messages.wait,
    slow: false,
    minErrors: 2,
  },
  {
    // The journey's first page read and each of its writes answer once only after the client's 20 s timeout: the read
    // is retried by the client (its timeout restarts), a write is not and fails; the member tries again. The sandbox
    // holds each such call for HOLD_MS while the page's clock (installed for this fault) is moved on past the
    // client's timeout: the page waits 20 s by its own clock without an answer, and the test does not wait them.
    // A journey on the real clock (the ride's map) has its calls held past the client's timeout, and waits it.
    key: "hang",
    name: "request hanging past the timeout",
    rows: "A-08 C-10",
    config: (area, _phase, holdMs) => ({ rules: hangRules(area, holdMs) }),
    liftAfterErrors: Infinity,
    error: messages.network,
    slow: true,
    minErrors: 1,
  },
];
