// A registration link's schedule (the backend's RegistrationLink#within_schedule?): a link with no schedule works at
// any time; one with a start, an end and an optional RRULE works during an occurrence (start ≤ now < end); one with
// only some of those, or a rule that cannot be read, never works. The backend looks for occurrences starting within
// 48 hours of the time asked about, so the sandbox does too. It reads the rules partners use: FREQ=DAILY or WEEKLY,
// with INTERVAL, COUNT, UNTIL and BYDAY; any other rule counts as unreadable.
import type { LinkScheduleRecord } from "../state/partner-records.ts";
import { ms } from "../state/clock.ts";

const DAY_MS = 86_400_000;
const WINDOW_MS = 48 * 3_600_000;
// Enough occurrences for years of a daily rule; a schedule longer than that is not a printed link's.
const MAX_OCCURRENCES = 20_000;
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

interface Rule {
  freq: "DAILY" | "WEEKLY";
  interval: number;
  count: number | null;
  untilMs: number | null;
  /** Days of the week, 0 = Sunday. */
  byDay: number[] | null;
}

/** True when a link with this schedule works at `nowMs`. */
export function withinSchedule(schedule: LinkScheduleRecord | null | undefined, nowMs: number): boolean {
  if (!schedule || (!schedule.dtstart && !schedule.dtend && schedule.rrule === "")) return true;
  if (!schedule.dtstart || !schedule.dtend) return false;
  const startMs = ms(schedule.dtstart);
  const lengthMs = ms(schedule.dtend) - startMs;
  const rule = schedule.rrule === "" ? null : parseRule(schedule.rrule);
  if (rule === undefined) return false;
  for (const occurrence of occurrences(startMs, rule)) {
    if (occurrence > nowMs) return false;
    if (occurrence >= nowMs - WINDOW_MS && nowMs < occurrence + lengthMs) return true;
  }
  return false;
}

/** The rule, or undefined when it cannot be read. */
export function parseRule(text: string): Rule | undefined {
  const parts = new Map<string, string>();
  for (const part of text.split(";")) {
    const [key = "", value, ...rest] = part.split("=");
    if (value === undefined || rest.length > 0) return undefined;
    parts.set(key.toUpperCase(), value.toUpperCase());
  }
  const freq = parts.get("FREQ");
  if (freq !== "DAILY" && freq !== "WEEKLY") return undefined;
  const known = new Set(["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYDAY", "WKST"]);
  if ([...parts.keys()].some((key) => !known.has(key))) return undefined;
  const interval = positive(parts.get("INTERVAL") ?? "1");
  const count = parts.has("COUNT") ? positive(parts.get("COUNT") ?? "") : null;
  const untilMs = parts.has("UNTIL") ? icalTime(parts.get("UNTIL") ?? "") : null;
  const byDay = parts.has("BYDAY")
    ? (parts.get("BYDAY") ?? "").split(",").map((d) => WEEKDAYS.indexOf(d))
    : null;
  if (interval === undefined || count === undefined || Number.isNaN(untilMs) || byDay?.includes(-1))
    return undefined;
  return { freq, interval, count, untilMs, byDay };
}

function positive(text: string): number | undefined {
  const value = Number(text);
  return /^\d+$/.test(text) && value > 0 ? value : undefined;
}

/** `20250418T120000Z` or `20250418` as milliseconds; NaN when it is neither. */
function icalTime(text: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(text);
  if (!match) return Number.NaN;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** Occurrence starts in order, from the first: the rule's days at the first start's time of day. */
function* occurrences(startMs: number, rule: Rule | null): Generator<number> {
  if (!rule) {
    yield startMs;
    return;
  }
  let emitted = 0;
  for (const candidate of candidates(startMs, rule)) {
    if (emitted >= MAX_OCCURRENCES || (rule.count !== null && emitted >= rule.count)) return;
    if (rule.untilMs !== null && candidate > rule.untilMs) return;
    emitted += 1;
    yield candidate;
  }
}

function* candidates(startMs: number, rule: Rule): Generator<number> {
  const weekday = (at: number) => new Date(at).getUTCDay();
  if (rule.freq === "DAILY") {
    for (let at = startMs; ; at += rule.interval * DAY_MS)
      if (!rule.byDay || rule.byDay.includes(weekday(at))) yield at;
  }
  // Weeks begin on Monday (RFC 5545's default WKST); each chosen week holds the rule's days, or the start's own.
  const weekStart = startMs - ((weekday(startMs) + 6) % 7) * DAY_MS;
  const days = (rule.byDay ?? [weekday(startMs)]).map((day) => (day + 6) % 7).sort((a, b) => a - b);
  for (let week = weekStart; ; week += rule.interval * 7 * DAY_MS)
    for (const day of days) {
      const at = week + day * DAY_MS;
      if (at >= startMs) yield at;
    }
}
