import type { EngineDriver, Whereabouts } from "./driver.ts";
import { answerLocation } from "./location.ts";
import { installPageKit } from "./page-kit.ts";
import { toWire, type Found, type Query } from "./query.ts";
import { waitUntil } from "./wait.ts";

// What a journey does with the app, written once for every engine on top of the driver: find by role and name,
// tap with a real pointer, type, and wait for what the member would see.

// `__name`: the name-keeping helper a TypeScript transform may leave in the function's source.
const KIT = `(() => { var __name = (f) => f; return (${String(installPageKit)})(); })()`;

function describe(query: Query): string {
  const name = query.name === undefined ? "" : ` "${String(query.name)}"`;
  return `${query.role}${name}${query.within ? ` in ${describe(query.within)}` : ""}`;
}

export class LanePage {
  readonly driver: EngineDriver;
  /** The origin the app is served at (`http://127.0.0.1:<port>`). */
  readonly origin: string;
  private readonly whereabouts: Whereabouts;

  constructor(driver: EngineDriver, origin: string, whereabouts: Whereabouts) {
    this.driver = driver;
    this.origin = origin;
    this.whereabouts = whereabouts;
  }

  async open(path: string): Promise<void> {
    await this.driver.goto(`${this.origin}${path}`);
  }

  /** Where the page is and what it says, for a failed journey's report. */
  async whereAmI(): Promise<string> {
    const seen = await this.driver
      .evaluate<string>(
        `location.href + "\\n" + (document.body.innerText.trim() || document.body.innerHTML).slice(0, 1500)`,
      )
      .catch((error: unknown) => `(page unreadable: ${String(error)})`);
    const errors = await this.driver.errors().catch(() => []);
    return `The page at the failure: ${seen}\nIts errors: ${errors.join("\n") || "none"}`;
  }

  /** Runs an expression with the page kit in place. */
  private kit<T>(expression: string): Promise<T> {
    return this.driver.evaluate<T>(`(${KIT}, ${expression})`);
  }

  find(query: Query): Promise<Found | null> {
    return this.kit<Found | null>(`window.__lane.find(${JSON.stringify(toWire(query))})`);
  }

  count(query: Query): Promise<number> {
    return this.kit<number>(`window.__lane.count(${JSON.stringify(toWire(query))})`);
  }

  /** Waits until the element is on screen and, if given, `ready` holds for it. */
  see(query: Query, ready: (found: Found) => boolean = () => true, what = ""): Promise<Found> {
    return waitUntil(`${describe(query)}${what}`, async () => {
      const found = await this.find(query);
      return found && ready(found) ? found : null;
    });
  }

  /** Waits until no such element is on screen. */
  async gone(query: Query): Promise<void> {
    await waitUntil(`${describe(query)} to go`, async () => (await this.count(query)) === 0);
  }

  /**
   * Taps the element's middle with a real pointer press, once it is enabled and still: at the same place in two
   * reads in a row, not carried by a drawer or a page still sliding in.
   */
  async tap(query: Query): Promise<void> {
    let last: Found | null = null;
    const found = await waitUntil(`${describe(query)} (enabled and still)`, async () => {
      const now = await this.find(query);
      const still = now && last && !now.disabled && now.x === last.x && now.y === last.y;
      last = now;
      return still ? now : null;
    });
    await this.driver.tap(found.x, found.y);
  }

  /** Taps a field and types into it, one key at a time. */
  async fill(query: Query, text: string): Promise<void> {
    await this.tap(query);
    await this.see(query, (element) => element.focused, " (focused)");
    await this.driver.type(text);
  }

  /** Waits until the page's visible text matches. */
  async seeText(text: string | RegExp): Promise<void> {
    await waitUntil(`the text ${String(text)}`, async () => {
      const shown = await this.driver.evaluate<string>("document.body.innerText");
      return typeof text === "string" ? shown.includes(text) : text.test(shown);
    });
  }

  async seeTitle(title: string | RegExp): Promise<void> {
    await waitUntil(`the title ${String(title)}`, async () => {
      const shown = await this.driver.evaluate<string>("document.title");
      return typeof title === "string" ? shown === title : title.test(shown);
    });
  }

  async seePath(path: RegExp): Promise<void> {
    await waitUntil(`the address ${String(path)}`, async () =>
      path.test(await this.driver.evaluate<string>("location.pathname")),
    );
  }

  /** A member API call from the page (the member's own cookies), as `{ status, body }`. */
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const init = JSON.stringify({
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return this.driver.evaluate(
      `fetch(${JSON.stringify(path)}, ${init}).then(async (r) => ({ status: r.status, body: r.headers.get("content-type")?.includes("json") ? await r.json() : null }))`,
    );
  }

  /** Answers location in the page, for engines whose browser cannot be told (before the member opens the map). */
  async prepareLocation(): Promise<void> {
    if (!this.driver.can.browserLocation) await this.driver.evaluate(answerLocation(this.whereabouts));
  }
}
