// One load of /mobility read from its Chromium trace: the main thread's long tasks from the navigation to the
// map's first full picture (its last marked frame).
import { MAP_FRAME_MARK } from "../src/mobility/view/frame-marks.ts";
import { mainThreadTasks, parseTrace } from "./chromium-trace.ts";

const LONG_TASK_US = 50_000;

/** What one load of /mobility cost. */
export interface Load {
  /** Sum of the main thread's tasks over 50 ms, navigation to first full picture (ms, at 4x). */
  sumMs: number;
  longestMs: number;
  longTasks: number;
  frames: number;
  /** Navigation to the first full picture (ms). */
  pictureMs: number;
}

/** The main-thread figures of one load, from its trace. */
export function readLoad(trace: Buffer, frames: number): Load {
  const traceEvents = parseTrace(trace);
  const marks = traceEvents.filter((e) => e.name === MAP_FRAME_MARK && e.cat.includes("blink.user_timing"));
  const first = marks[0];
  if (!first) throw new Error("the map drew no frame: the list-only stand-in was measured");
  const pid = first.pid;
  const start = Math.min(
    ...traceEvents.filter((e) => e.pid === pid && e.name === "navigationStart").map((e) => e.ts),
  );
  const end = Math.max(...marks.filter((e) => e.pid === pid).map((e) => e.ts));
  const long = mainThreadTasks(traceEvents, pid).filter(
    (e) => e.ts >= start && e.ts <= end && (e.dur ?? 0) > LONG_TASK_US,
  );
  const durations = long.map((e) => (e.dur ?? 0) / 1000);
  return {
    sumMs: durations.reduce((sum, ms) => sum + ms, 0),
    longestMs: Math.max(0, ...durations),
    longTasks: durations.length,
    frames,
    pictureMs: (end - start) / 1000,
  };
}
