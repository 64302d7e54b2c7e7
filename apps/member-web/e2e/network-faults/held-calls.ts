// The calls the hanging-request fault holds (network-faults/faults.ts), followed as the page makes them: whether its
// client gave up on each at its timeout or got the answer, and moving the page's clock past that timeout.
import { expect, type Locator, type Page } from "@playwright/test";
import { CLIENT_TIMEOUT_MS, followCall, passClientTimeout, type CallOutcome } from "../client-timeout.ts";
import { globPattern, hangRules, type Area } from "./faults.ts";

/** A call the sandbox holds under the hanging-request fault, as the page made it, and what became of it. */
export interface HeldCall extends CallOutcome {
  /** When it was sent (real time): the sandbox answers the run's `holdMs` later. */
  sentAt: number;
}

/** The held calls of one run, in the order the page made them. */
export class HeldCalls {
  readonly calls: HeldCall[] = [];

  private readonly page: Page;
  private readonly area: Area;
  private readonly holdMs: number;
  private readonly realClock: boolean;

  /**
   * @param holdMs how long the sandbox holds each call, in real time
   * @param realClock whether the page runs on its real clock (else the test moves it past the client's timeout)
   */
  constructor(page: Page, area: Area, holdMs: number, realClock: boolean) {
    this.page = page;
    this.area = area;
    this.holdMs = holdMs;
    this.realClock = realClock;
  }

  /** How many held calls the client gave up on. */
  abandoned(): number {
    return this.calls.filter((call) => call.abandoned).length;
  }

  /**
   * Follows the page's API calls the sandbox will hold (the first call matching each hanging-request rule, as the
   * sandbox counts them), and whether the page's client gave up on each or received its answer.
   */
  follow() {
    const rules = hangRules(this.area, this.holdMs).map((rule) => ({
      ...rule,
      pattern: globPattern(rule.path),
      used: false,
    }));
    this.page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      const rule = rules.find(
        (candidate) =>
          !candidate.used && candidate.method === request.method() && candidate.pattern.test(path),
      );
      if (!rule) return;
      rule.used = true;
      this.calls.push(Object.assign(followCall(this.page, request), { sentAt: Date.now() }));
    });
  }

  /** Held calls the page still waits on. */
  private waiting() {
    return this.calls.filter((call) => !call.abandoned && !call.answered);
  }

  /**
   * Under the hanging-request fault: once this step's held call is waiting (or the step has settled without one),
   * moves the page's clock on by the client's timeout, ANSWER_AFTER_TIMEOUT_MS before the sandbox answers, so the
   * client gives up on the call as it would after 20 s; on the real clock, waits for the client to give up. The
   * sandbox must not have answered first: the call fails.
   */
  async passClientTimeout(settled: Locator) {
    await expect
      .poll(async () => this.waiting().length > 0 || (await settled.isVisible()), {
        intervals: [100],
        timeout: 30_000,
      })
      .toBe(true);
    const waiting = this.waiting();
    if (waiting.length === 0) return;
    if (!this.realClock) await passClientTimeout(this.page, Math.min(...waiting.map((call) => call.sentAt)));
    await expect
      .poll(() => waiting.every((call) => call.abandoned || call.answered), {
        timeout: (this.realClock ? CLIENT_TIMEOUT_MS : 0) + 15_000,
      })
      .toBe(true);
    expect(
      waiting.filter((call) => call.answered),
      `a held call answered before the client's ${String(CLIENT_TIMEOUT_MS)} ms timeout passed`,
    ).toEqual([]);
  }

  /**
   * Waits until the sandbox has answered every call it held (`holdMs` after each was sent), and a little more: a write
   * the client gave up on is applied late, as after a real timeout, before the journey's result is read.
   */
  async untilAnswered() {
    const last = Math.max(0, ...this.calls.map((call) => call.sentAt + this.holdMs + 500));
    if (last > Date.now()) await this.page.waitForTimeout(last - Date.now());
  }
}
