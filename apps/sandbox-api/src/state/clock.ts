/**
 * The sandbox's clock: real time plus an offset that `POST /sandbox/clock` can move forward, so a demo or a test
 * can ride for ten minutes or reach an offering's pickup time without waiting.
 */
export class Clock {
  private offsetMs = 0;

  /** Milliseconds since the epoch, sandbox time. */
  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  /** Sandbox time as a Date. */
  now(): Date {
    return new Date(this.nowMs());
  }

  /** Sandbox time as the contract's `Time` string (ISO-8601, milliseconds, UTC offset). */
  iso(): string {
    return toTime(this.nowMs());
  }

  /** Moves sandbox time forward. */
  advance(ms: number): void {
    this.offsetMs += Math.max(0, ms);
  }

  /** How far sandbox time is ahead of real time. */
  get offset(): number {
    return this.offsetMs;
  }
}

/** Contract `Time`: `"2025-06-14T17:32:05.123+00:00"` (UTC rendered with an explicit offset, §1.3). */
export function toTime(ms: number | string | Date): string {
  return new Date(ms).toISOString().replace("Z", "+00:00");
}

/** Milliseconds of a stored `Time`. */
export function ms(time: string): number {
  return Date.parse(time);
}
