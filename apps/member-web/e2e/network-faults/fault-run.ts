// One journey under one fault (network-faults.spec.ts): the fault's phases, the member's steps with their checks
// (a loader while waiting, never blank, an error naming the failure with a way forward, nothing typed lost), and
// the calls the hanging-request fault holds.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ANSWER_AFTER_TIMEOUT_MS, CLIENT_TIMEOUT_MS, HOLD_MS } from "../client-timeout.ts";
import type { Area, Fault, FaultConfig } from "./faults.ts";
import { HeldCalls } from "./held-calls.ts";
import { loaderSelector, tapIfThere, watchForBlank } from "./page-watch.ts";

/** What a journey says about itself that changes how a run treats it. */
export interface JourneyTraits {
  /**
   * Under the hanging-request fault, the page keeps its real clock and the test waits out the client's timeout:
   * Playwright's clock also replaces requestAnimationFrame, which draws the map, with its own timers.
   */
  realClock?: boolean;
  /**
   * Its write, when the answer is lost, is followed by a look at what the server did, and counts as done when it
   * was: under the hanging request the member may then meet no error at all.
   */
  settlesLostWrites?: boolean;
}

/** A journey under one fault: the page, the fault's phases, and the checks every step makes. */
export class FaultRun {
  private phase = 0;
  errors = 0;
  /** The steps in which a loader showed while the member waited. */
  loadersSeen = 0;
  lifted = false;
  /** Under the hanging-request fault: the calls the sandbox holds, in the order the page made them. */
  readonly held: HeldCalls;

  readonly page: Page;
  readonly fault: Fault;
  readonly area: Area;
  readonly baseURL: string;
  /** Whether the page runs on its real clock under the hanging-request fault (see {@link JourneyTraits.realClock}). */
  readonly realClock: boolean;
  /**
   * How long the sandbox holds a call under the hanging-request fault, in real time: HOLD_MS on the page's clock,
   * which is moved past the client's timeout meanwhile; on the real clock, the client's timeout and the same
   * ANSWER_AFTER_TIMEOUT_MS after it.
   */
  readonly holdMs: number;
  /** The errors the member must have met for the fault to count as met (see {@link Fault.minErrors}). */
  readonly minErrors: number;

  constructor(page: Page, fault: Fault, area: Area, baseURL: string, journey: JourneyTraits) {
    this.page = page;
    this.fault = fault;
    this.area = area;
    this.baseURL = baseURL;
    const realClock = journey.realClock ?? false;
    this.realClock = realClock;
    // A write whose answer was lost and which the page then finds done needs no error to have met the fault: the
    // client giving up on the held call (checked in finish) shows it was met.
    this.minErrors = fault.key === "hang" && journey.settlesLostWrites ? 0 : fault.minErrors;
    this.holdMs = realClock ? CLIENT_TIMEOUT_MS + ANSWER_AFTER_TIMEOUT_MS : HOLD_MS;
    this.held = new HeldCalls(page, area, this.holdMs, realClock);
  }

  /** Starts the fault (and the page's blank watch and its no-reload mark). */
  async start() {
    if (this.fault.key === "hang") this.held.follow();
    await this.page.evaluate(watchForBlank);
    await this.page.evaluate(() => Object.assign(window, { __tdmSamePage: true }));
    await this.set(this.fault.config(this.area, 0, this.holdMs));
  }

  /**
   * Sets the sandbox's fault rules. Setting them is idempotent, so a connection reset is tried again: the harness's
   * own keep-alive socket can be one the sandbox has just dropped under the "dropped connections" fault.
   */
  async set(config: FaultConfig) {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await this.page.request.post("/sandbox/faults", { data: config });
        expect(answer.ok(), await answer.text()).toBe(true);
        return;
      } catch (error) {
        if (attempt === 3 || !String(error).includes("ECONNRESET")) throw error;
      }
    }
  }

  async lift() {
    await this.set({});
    this.lifted = true;
  }

  /**
   * One step of the journey: `act` (the member's tap; `attempt` counts from 1) until `done` shows. While it waits a
   * loader shows (a slow fault); an error names the failure (the fault's message), offers `retry` (Try again, or
   * the action again) and keeps what `kept` checks; the member then taps again.
   */
  async step(
    name: string,
    {
      act,
      done,
      retry,
      kept,
      failure,
      forward,
    }: {
      act: () => Promise<void>;
      done: Locator;
      retry?: () => Locator;
      kept?: () => Promise<void>;
      /** What names the failure when it is this step's own words rather than the fault's message. */
      failure?: RegExp;
      /** The way forward after an error, when it is not Try again or `retry`. */
      forward?: Locator;
    },
  ) {
    const page = this.page;
    const error = this.fault.error
      ? page
          .getByText(failure ? new RegExp(`${failure.source}|${this.fault.error.source}`) : this.fault.error)
          .first()
      : page.locator("#tdm-no-error");
    const tryAgain = page.getByRole("button", { name: "Try again" });
    await test.step(name, async () => {
      for (let attempt = 1; ; attempt++) {
        expect(attempt, `${name}: still failing after ${String(attempt - 1)} tries`).toBeLessThanOrEqual(12);
        if (attempt === 1) await act();
        // The page may have recovered by itself meanwhile (a refresh on its interval, a trip found on the member).
        else if (await done.isVisible()) return;
        else {
          // It may also recover while the member reaches for Try again or the action, which is then gone: the step
          // then settles without that tap.
          const again = (await tryAgain.isVisible()) ? tryAgain : retry?.();
          await (again ? tapIfThere(again) : act());
        }
        if (this.fault.slow && !this.lifted && attempt === 1) {
          // Unless the step needed no call (its data already there) or the fault has spent itself, a loader shows
          // while it waits; never nothing.
          const loader = page.locator(loaderSelector).first();
          await expect(loader.or(done).or(error).first(), `${name}: a loader while waiting`).toBeVisible();
          if (await loader.isVisible()) this.loadersSeen += 1;
        }
        if (this.fault.key === "hang") await this.held.passClientTimeout(done.or(error).first());
        // The step settles: the loaders go, then the page shows the step done or the fault's error.
        await expect(page.locator(loaderSelector)).toHaveCount(0, { timeout: 60_000 });
        await expect(done.or(error).first(), `${name}: done, or an error naming the failure`).toBeVisible({
          timeout: 30_000,
        });
        await this.notBlank();
        if (await done.isVisible()) return;
        expect(this.fault.error, `${name}: no call may fail under ${this.fault.name}`).not.toBeNull();
        // A way forward: Try again, or the action still there to tap again; and nothing typed is lost.
        const way = forward ?? retry?.();
        await expect(way ? tryAgain.or(way).first() : tryAgain, `${name}: a way forward`).toBeVisible();
        await kept?.();
        this.errors += 1;
        if (this.errors >= this.fault.liftAfterErrors) await this.lift();
        else if (this.fault.liftAfterErrors !== Infinity)
          await this.set(this.fault.config(this.area, ++this.phase, this.holdMs));
        // A toast names the failure for a few seconds; the next try starts once it has gone.
        await page
          .locator(".tdm-toast")
          .first()
          .waitFor({ state: "detached", timeout: 15_000 })
          .catch(() => undefined);
      }
    });
  }

  /** The page has not gone blank for longer than a frame or two so far. */
  async notBlank() {
    const longest = await this.page.evaluate(
      () => (window as unknown as { __tdmBlank: { longest: number } }).__tdmBlank.longest,
    );
    expect(longest, "the longest time the page showed nothing (ms)").toBeLessThan(250);
  }

  /** Lifts the fault and checks the journey ran in one page, never reloaded. */
  async finish() {
    expect(this.errors, `the errors met under ${this.fault.name}`).toBeGreaterThanOrEqual(this.minErrors);
    if (this.fault.slow)
      expect(this.loadersSeen, "the steps that showed a loader while waiting").toBeGreaterThan(0);
    if (this.fault.key === "hang") {
      expect(this.held.abandoned(), "the held calls the client gave up on at its timeout").toBeGreaterThan(0);
      // Any late write the sandbox still holds is applied before the journey's result is read through the API.
      await this.held.untilAnswered();
    }
    if (!this.lifted) await this.lift();
    await this.notBlank();
    expect(
      await this.page.evaluate(() => (window as unknown as { __tdmSamePage?: boolean }).__tdmSamePage),
      "the page was never reloaded",
    ).toBe(true);
  }
}
