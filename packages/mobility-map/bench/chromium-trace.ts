// Reading a Chromium trace (Playwright's `browser.stopTracing()`): the page's main-thread tasks, shared by the benches.

/** A trace event, as far as the benches read it. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The events of a trace file. */
export function parseTrace(trace: Buffer): TraceEvent[] {
  return (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
}

/**
 * The tasks of the renderers' main threads (of one renderer when `pid` is given), in time order. A task is traced
 * as RunTask with ThreadControllerImpl::RunTask inside it (or one of them): each is counted once, as the outermost.
 */
export function mainThreadTasks(events: TraceEvent[], pid?: number): TraceEvent[] {
  const main = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .filter((e) => pid === undefined || e.pid === pid)
      .map((e) => `${String(e.pid)}:${String(e.tid)}`),
  );
  let taskEnd = 0;
  return events
    .filter(
      (e) =>
        e.ph === "X" &&
        (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") &&
        main.has(`${String(e.pid)}:${String(e.tid)}`),
    )
    .sort((a, b) => a.ts - b.ts)
    .filter((e) => {
      if (e.ts < taskEnd) return false;
      taskEnd = e.ts + (e.dur ?? 0);
      return true;
    });
}
