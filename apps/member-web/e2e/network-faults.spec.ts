import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { futureCardExpiry } from "./card-expiry.ts";
import {
  ANSWER_AFTER_TIMEOUT_MS,
  CLIENT_TIMEOUT_MS,
  followCall,
  HOLD_MS,
  passClientTimeout,
  type CallOutcome,
} from "./client-timeout.ts";
import { foodWords, newMember, ordersOf, privateSandbox, serverCart } from "./commerce-helpers.ts";
import { enterCode, latestCode, words as signInWords } from "./sign-in-helpers.ts";

// The network-fault suite: each of four journeys (sign-in, purchase, ride, add card) under each of five faults of
// the sandbox (`POST /sandbox/faults`), on a sandbox of the test's own. The member drives the journey through the
// page; at each step the page shows a loader while it waits (when the fault makes waiting observable), never goes
// blank, and on an error names what failed, offers a way forward and keeps what the member typed. The fault is
// lifted after the member has met it (or stays, when it only slows or only fails some calls), and the member
// finishes in the same page, never reloaded. Through the API afterwards: one order with one charge, one trip, one
// card. `network-faults-reporter.ts` prints the journeys × faults table.

const API = "/api/v1";

interface FaultRule {
  path: string;
  method?: string;
  status?: number;
  drop?: boolean;
  latency_ms?: number;
  retry_after?: number;
  times?: number;
}
interface FaultConfig {
  latency_ms?: number;
  failure_rate?: number;
  rules?: FaultRule[];
}

/** The API calls a journey makes: the reads of its pages and the writes of its actions (globs of paths). */
interface Area {
  reads: string[];
  writes: string[];
}

interface Fault {
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
const hangRules = (area: Area, holdMs: number): FaultRule[] => [
  ...area.reads.slice(0, 1).map((path) => ({ path, method: "GET", latency_ms: holdMs, times: 1 })),
  ...area.writes.map((path) => ({ path, method: "POST", latency_ms: holdMs, times: 1 })),
];

/** The sandbox's fault-rule path glob (`*` is any run of characters), as a pattern of URL paths. */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );

/** A call the sandbox holds under the hanging-request fault, as the page made it, and what became of it. */
interface HeldCall extends CallOutcome {
  /** When it was sent (real time): the sandbox answers the run's `holdMs` later. */
  sentAt: number;
}

const faults: Fault[] = [
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

/** Taps `target` unless it is gone, or stays untappable, for 5 s. */
const tapIfThere = (target: Locator) => target.click({ timeout: 5_000 }).catch(() => undefined);

/** A loader of any kind: a page or screen loader, a skeleton region, a busy button, the navigation's bar, a spinner. */
const loaderSelector = '[aria-busy="true"], [role="progressbar"], .tdm-spinner';

/**
 * Watches the page for a blank main region: every 50 ms, a page with no `main`, or a `main` with no text, image or
 * map and no loader anywhere, is blank; the longest blank stretch is kept in `window.__tdmBlank`.
 */
function watchForBlank() {
  const state = { longest: 0, since: 0 };
  Object.assign(window, { __tdmBlank: state });
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  window.setInterval(() => {
    const main = document.querySelector("main");
    const shows =
      main !== null &&
      (main.innerText.trim() !== "" || main.querySelector("canvas, img, svg") !== null) &&
      visible(main);
    const loading = [
      ...document.querySelectorAll('[aria-busy="true"], [role="progressbar"], [role="status"]'),
    ].some(visible);
    const now = performance.now();
    if (shows || loading) state.since = 0;
    else if (state.since === 0) state.since = now;
    else state.longest = Math.max(state.longest, now - state.since);
  }, 50);
}

/** A journey under one fault: the page, the fault's phases, and the checks every step makes. */
class FaultRun {
  private phase = 0;
  errors = 0;
  /** The steps in which a loader showed while the member waited. */
  loadersSeen = 0;
  lifted = false;
  /** Under the hanging-request fault: the calls the sandbox holds, in the order the page made them. */
  readonly held: HeldCall[] = [];

  readonly page: Page;
  readonly fault: Fault;
  readonly area: Area;
  readonly baseURL: string;
  /** Whether the page runs on its real clock under the hanging-request fault (see {@link Journey.realClock}). */
  readonly realClock: boolean;
  /**
   * How long the sandbox holds a call under the hanging-request fault, in real time: HOLD_MS on the page's clock,
   * which is moved past the client's timeout meanwhile; on the real clock, the client's timeout and the same
   * ANSWER_AFTER_TIMEOUT_MS after it.
   */
  readonly holdMs: number;
  /** The errors the member must have met for the fault to count as met (see {@link Fault.minErrors}). */
  readonly minErrors: number;

  constructor(
    page: Page,
    fault: Fault,
    area: Area,
    baseURL: string,
    journey: Pick<Journey, "realClock" | "settlesLostWrites">,
  ) {
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
  }

  /** Starts the fault (and the page's blank watch and its no-reload mark). */
  async start() {
    if (this.fault.key === "hang") this.followHeldCalls();
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
        if (this.fault.key === "hang") await this.passClientTimeout(done.or(error).first());
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

  /**
   * Follows the page's API calls the sandbox will hold (the first call matching each hanging-request rule, as the
   * sandbox counts them), and whether the page's client gave up on each or received its answer.
   */
  private followHeldCalls() {
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
      this.held.push(Object.assign(followCall(this.page, request), { sentAt: Date.now() }));
    });
  }

  /** Held calls the page still waits on. */
  private waiting() {
    return this.held.filter((call) => !call.abandoned && !call.answered);
  }

  /**
   * Under the hanging-request fault: once this step's held call is waiting (or the step has settled without one),
   * moves the page's clock on by the client's timeout, ANSWER_AFTER_TIMEOUT_MS before the sandbox answers, so the
   * client gives up on the call as it would after 20 s; on the real clock, waits for the client to give up. The
   * sandbox must not have answered first: the call fails.
   */
  private async passClientTimeout(settled: Locator) {
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
  private async untilHeldCallsAnswered() {
    const last = Math.max(0, ...this.held.map((call) => call.sentAt + this.holdMs + 500));
    if (last > Date.now()) await this.page.waitForTimeout(last - Date.now());
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
      expect(
        this.held.filter((call) => call.abandoned).length,
        "the held calls the client gave up on at its timeout",
      ).toBeGreaterThan(0);
      // Any late write the sandbox still holds is applied before the journey's result is read through the API.
      await this.untilHeldCallsAnswered();
    }
    if (!this.lifted) await this.lift();
    await this.notBlank();
    expect(
      await this.page.evaluate(() => (window as unknown as { __tdmSamePage?: boolean }).__tdmSamePage),
      "the page was never reloaded",
    ).toBe(true);
  }
}

async function ok<T>(answer: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}) {
  expect(answer.ok(), `${String(answer.status())} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

interface Journey {
  name: string;
  rows: string;
  area: Area;
  contextOptions?: Parameters<Browser["newContext"]>[0];
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
  run: (run: FaultRun, context: BrowserContext) => Promise<void>;
}

const food = foodWords.en;

/** The codes texted to `phone`, newest first. */
async function codesSent(page: Page, phone: string): Promise<string[]> {
  const outbox = await ok<{ code: string | null }[]>(
    await page.request.get(`/sandbox/outbox?phone=${phone}`),
  );
  return outbox.flatMap((message) => (message.code === null ? [] : [message.code]));
}

const journeys: Journey[] = [
  {
    name: "sign-in",
    rows: "A-14 A-15",
    area: { reads: [], writes: [`${API}/auth/*`] },
    async run(run, context) {
      const page = run.page;
      // The member exists (made through the API in a context of its own); this context starts signed out.
      const setup = await context.browser()?.newContext({ baseURL: run.baseURL });
      if (!setup) throw new Error("no browser");
      const phone = await newMember(await setup.newPage(), "en", { card: false });
      const previousCode = await latestCode(setup.request, phone);
      await setup.close();
      const w = signInWords.en;
      await page.goto("/app/start");
      const phoneField = page.getByLabel(w.phone);
      await expect(phoneField).toBeVisible({ timeout: 20_000 });
      await run.start();
      await phoneField.fill(phone.slice(-10));
      const typed = await phoneField.inputValue();
      await page.getByRole("checkbox", { name: w.terms }).check();
      const code = page.getByRole("textbox", { name: w.digit(1) });
      await run.step("the phone number is sent (F-053)", {
        act: () => page.getByRole("button", { name: w.continue }).click(),
        retry: () => page.getByRole("button", { name: w.continue }),
        done: code,
        kept: async () => {
          await expect(phoneField).toHaveValue(typed);
          await expect(page.getByRole("checkbox", { name: w.terms })).toBeChecked();
        },
      });
      // A start that hung past the client's timeout was still answered by the server, after the member's second
      // try: the member waits for both texts and types the newest code.
      if (run.fault.key === "hang")
        await expect
          .poll(async () => (await codesSent(page, phone)).indexOf(previousCode), { timeout: 30_000 })
          .toBeGreaterThanOrEqual(2);
      const sentCode = await latestCode(page.request, phone, previousCode);
      await enterCode(page, "en", sentCode);
      const verifyButton = page.getByRole("button", { name: w.verify });
      await run.step("the code is verified (F-054)", {
        // F-054: a failed code clears the six fields, so after an error the member types the texted code again.
        act: async () => {
          if ((await code.inputValue()) === "") await enterCode(page, "en", sentCode);
          await verifyButton.click();
        },
        done: page
          .getByRole("heading", { level: 1, name: /Your programs|Welcome/ })
          .or(page.getByRole("link", { name: food.food }).first()),
        forward: code,
        // The phone the member gave is kept: the page still says where the code went.
        kept: () => expect(page.getByText(new RegExp(`•••-${phone.slice(-4)}`))).toBeVisible(),
      });
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await run.finish();
      const me = await ok<{ phone: string }>(await page.request.get(`${API}/me`));
      expect(me.phone).toContain(phone.slice(-4));
    },
  },
  {
    name: "purchase",
    rows: "F-139 A-30 A-31 A-32 A-33 A-36",
    area: {
      reads: [`${API}/commerce/offerings`, `${API}/commerce/offerings/*`, `${API}/commerce/checkouts/*`],
      writes: [`${API}/commerce/offerings/*/checkout`, `${API}/commerce/checkouts/*/complete`],
    },
    async run(run) {
      const page = run.page;
      await newMember(page, "en");
      await page.goto("/app/dashboard");
      const foodLink = page.getByRole("link", { name: food.food }).first();
      await expect(foodLink).toBeVisible({ timeout: 20_000 });
      await run.start();
      await run.step("the food offerings load", {
        act: () => foodLink.click(),
        done: page.getByRole("link", { name: new RegExp(food.market) }),
      });
      await run.step("the market's products load", {
        act: () => page.getByRole("link", { name: new RegExp(food.market) }).click(),
        done: page.getByRole("link", { name: /\$5 Market Token/ }),
      });
      await run.step("the product loads", {
        act: () => page.getByRole("link", { name: /\$5 Market Token/ }).click(),
        done: page.getByRole("button", { name: food.addToCart }),
      });
      const cart = page.getByRole("link", { name: food.cart(1) });
      await page.getByRole("button", { name: food.addToCart }).click();
      await expect(cart).toBeVisible();
      await run.step("the cart opens", {
        act: () => cart.click(),
        done: page.getByRole("button", { name: food.continue }),
      });
      const offering = Number(/\/cart\/(\d+)$/.exec(page.url())?.[1]);
      expect(offering, "the cart's offering, from its address").toBeGreaterThan(0);
      const visa = page.getByRole("radio", { name: /Visa/ });
      await run.step("the checkout starts", {
        act: () => page.getByRole("button", { name: food.continue }).click(),
        retry: () => page.getByRole("button", { name: food.continue }),
        done: visa,
        // The cart is kept: still one item in it, on the page, or on the server when the checkout page could not
        // load and shows its error view instead (the sandbox's own answer may fail under the fault: it is asked again).
        kept: () =>
          expect
            .poll(
              async () =>
                (await cart.or(page.getByText(food.token5).first()).first().isVisible()) ||
                (await serverCart(page, offering).catch(() => [])).length === 1,
            )
            .toBe(true),
      });
      await expect(visa).toBeChecked();
      const place = page.getByRole("button", { name: food.placeOrder });
      await run.step("the order is placed (F-139)", {
        act: () => place.click(),
        retry: () => place,
        done: page.getByRole("heading", { level: 1, name: food.placed }),
        kept: async () => {
          await expect(visa).toBeChecked();
          await expect(page.getByText(food.token5).first()).toBeVisible();
        },
      });
      await expect(page.getByRole("region", { name: food.myOrder })).toContainText(food.token5);
      await run.finish();
      // Exactly one order, charged once.
      const orders = await ordersOf(page);
      expect(orders.items).toHaveLength(1);
      expect(orders.detailed_orders[0]?.funding_transactions).toHaveLength(1);
    },
  },
  {
    name: "ride",
    rows: "F-091 F-103 F-106 A-23 A-25 A-26 A-27",
    area: {
      reads: [`${API}/mobility/map`, `${API}/mobility/vehicle`],
      writes: [`${API}/mobility/begin_trip`, `${API}/mobility/end_trip`],
    },
    contextOptions: {
      geolocation: { latitude: 45.5195, longitude: -122.6745, accuracy: 30 },
      permissions: ["geolocation"],
      reducedMotion: "reduce",
      viewport: { width: 390, height: 844 },
    },
    realClock: true,
    async run(run) {
      const page = run.page;
      await newMember(page, "en");
      await page.goto("/app/dashboard");
      const tab = page.getByRole("link", { name: "Mobility" }).first();
      await expect(tab).toBeVisible({ timeout: 20_000 });
      await run.start();
      const intro = page.getByRole("dialog", { name: "Find a ride" });
      const list = page.getByRole("list", { name: "Nearby vehicles, nearest first" });
      const showList = intro.getByRole("button", { name: "List nearby vehicles" });
      await run.step("the map and its vehicles load", {
        // The member opens the list where it is closed (the list offers Try again after a failed load).
        act: async () => {
          if (!page.url().endsWith("/app/mobility")) await tab.click();
          await expect(intro).toBeVisible();
          if (await showList.isVisible()) await showList.click();
        },
        forward: showList,
        done: list.getByRole("button").first(),
        failure: /Vehicles couldn't be loaded\./,
      });
      const vehicle = page.getByRole("dialog", { name: "Vehicle details" });
      const rate = vehicle.getByText(/^\$\d\.\d\d to unlock, then \$\d\.\d\d per minute$/);
      await run.step("a vehicle's details load (F-095)", {
        act: () => list.getByRole("button").first().click(),
        retry: () => list.getByRole("button").first(),
        done: rate,
      });
      const reserve = vehicle.getByRole("button", { name: /Reserve (scooter|e-bike)/ });
      const trip = page.getByRole("dialog", { name: "Trip in progress" });
      await run.step("the trip begins (F-103)", {
        act: () => reserve.click(),
        retry: () => reserve,
        done: trip.getByText(/Trip started at/),
        // The chosen vehicle is still there to reserve.
        kept: () => expect(rate).toBeVisible(),
      });
      await page.request.post("/sandbox/clock", { data: { advance_seconds: 300 } });
      const end = trip.getByRole("button", { name: "End trip" });
      await run.step("the trip ends (F-106)", {
        act: () => end.click(),
        retry: () => end,
        done: page.getByRole("dialog", { name: "Trip ended" }).getByText("You paid", { exact: true }),
        kept: () => expect(trip.getByText(/Trip started at/)).toBeVisible(),
      });
      await run.finish();
      // Exactly one trip, charged once.
      const trips = await ok<{ items: unknown[]; ongoing: unknown }>(
        await page.request.get(`${API}/mobility/trips`),
      );
      expect(trips.items).toHaveLength(1);
      expect(trips.ongoing ?? null).toBeNull();
    },
  },
  {
    name: "add card",
    rows: "F-162 F-163 F-154",
    settlesLostWrites: true,
    area: { reads: [`${API}/meta/payment_methods`], writes: [`${API}/payment_instruments/cards/*`] },
    async run(run) {
      const page = run.page;
      await newMember(page, "en", { card: false });
      await page.goto("/app/dashboard");
      await expect(page.getByRole("link", { name: food.food }).first()).toBeVisible({ timeout: 20_000 });
      await run.start();
      await run.step("the payment methods load (F-154)", {
        act: async () => {
          await page.getByRole("button", { name: "Open menu" }).click();
          await page.getByRole("link", { name: "Payment methods" }).click();
        },
        done: page.getByRole("link", { name: "Add your card" }),
      });
      await page.getByRole("link", { name: "Add your card" }).click();
      const name = page.getByLabel("Name on card");
      const number = page.getByLabel("Card number");
      const expiry = page.getByLabel("Expiration date");
      const cvc = page.getByLabel("Security code (CVC)");
      await name.fill("Jamie Buyer");
      await number.pressSequentially("4242424242424242");
      await expiry.pressSequentially(futureCardExpiry().typed);
      await cvc.pressSequentially("817");
      const save = page.getByRole("button", { name: "Add card" });
      await run.step("the card is linked (F-162 F-163)", {
        act: () => save.click(),
        retry: () => save,
        done: page.getByRole("heading", { name: "Card linked" }),
        // A lost answer is followed by a look at the member's cards; when the card is not there yet, the form says
        // its answer was lost, and the next tap looks again before sending anything.
        failure: /We didn't hear back about saving your payment method\./,
        kept: async () => {
          await expect(name).toHaveValue("Jamie Buyer");
          await expect(number).toHaveValue("4242 4242 4242 4242");
          await expect(expiry).toHaveValue(futureCardExpiry().shown);
          await expect(cvc).toHaveValue("817");
        },
      });
      await run.finish();
      // Exactly one card.
      const me = await ok<{ payment_instruments: { payment_method_type: string }[] }>(
        await page.request.get(`${API}/me`),
      );
      expect(
        me.payment_instruments.filter((instrument) => instrument.payment_method_type === "card"),
      ).toHaveLength(1);
    },
  },
];

// The tests are declared longest first, so the workers start the long ones first and the run does not end on one long
// test started last: the hanging request and the dropped connections take longest, and under each fault the purchase
// and the ride. The report's table follows this order.
const inOrder = <T>(items: T[], order: string[], key: (item: T) => string) =>
  [...items].sort((a, b) => order.indexOf(key(a)) - order.indexOf(key(b)));
for (const fault of inOrder(faults, ["hang", "drop", "latency", "limit", "errors"], (f) => f.key)) {
  for (const journey of inOrder(journeys, ["purchase", "ride", "sign-in", "add card"], (j) => j.name)) {
    const annotation = [
      { type: "journey", description: journey.name },
      { type: "fault", description: fault.name },
    ];
    test(
      `${journey.rows} ${fault.rows} ${journey.name} under ${fault.name}`,
      { annotation },
      async ({ browser }) => {
        test.setTimeout(180_000);
        const sandbox = await privateSandbox();
        const context = await browser.newContext({ baseURL: sandbox.baseURL, ...journey.contextOptions });
        // The page's clock runs as usual, and is moved on past the client's timeout while a held call waits.
        const realClock = journey.realClock ?? false;
        if (fault.key === "hang" && !realClock) await context.clock.install();
        try {
          const page = await context.newPage();
          await journey.run(new FaultRun(page, fault, journey.area, sandbox.baseURL, journey), context);
        } finally {
          await context.close();
          sandbox.stop();
        }
      },
    );
  }
}
