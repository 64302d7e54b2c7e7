import { spawn, type ChildProcess } from "node:child_process";
import { remote } from "webdriverio";
import { freePort } from "../scripts/free-port.ts";
import type { EngineDriver, Key, Whereabouts } from "./driver.ts";
import { waitUntil } from "./wait.ts";

// WebKit (every browser on an iPhone) through WebKitGTK's MiniBrowser and WebKitWebDriver, WebDriver classic: no
// BiDi, so page errors are gathered in the page (see page-kit.ts) and read back before each navigation.

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const WEBDRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
/** Safari on an iPhone: members on iPhones are who this engine stands for (D-04, F-111). */
export const IPHONE_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

// WebDriver's key codes.
const KEYS: Record<Key, string> = {
  Tab: "\uE004",
  Enter: "\uE007",
  Escape: "\uE00C",
  Backspace: "\uE003",
};
const PRESS_MS = 80;

type Session = Awaited<ReturnType<typeof remote>>;

/** What the page kit gathered of the current page's errors (none before the kit is in). */
const READ_ERRORS = "(window.__laneErrors || []).splice(0)";

class WebKitDriver implements EngineDriver {
  readonly name = "webkit";
  readonly can = { webgl: true, offlineMode: false, browserLocation: false, iphone: true };
  private logged: string[] = [];

  private readonly session: Session;
  private readonly server: ChildProcess;
  private readonly origins: string[];

  constructor(session: Session, server: ChildProcess, origins: string[]) {
    this.session = session;
    this.server = server;
    this.origins = origins;
  }

  async fresh(_options: { whereabouts: Whereabouts }): Promise<void> {
    // One browser for the lane: forget the member and the device's settings the last journey left, origin by
    // origin. The service worker stays (a worker unregistered here is never registered again in this session):
    // the pages come from it as on a returning member's iPhone.
    await this.session.deleteAllCookies();
    for (const origin of this.origins) {
      await this.session.url(`${origin}/sandbox/`);
      await this.session.execute(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await this.session.deleteAllCookies();
    await this.setViewport(390, 844);
    this.logged = [];
  }

  async goto(url: string): Promise<void> {
    await this.keepErrors();
    await this.session.url(url);
  }

  async evaluate<T>(expression: string): Promise<T> {
    return (await this.session.execute(`return (${expression});`)) as T;
  }

  async tap(x: number, y: number): Promise<void> {
    await this.session
      .action("pointer", { parameters: { pointerType: "mouse" } })
      .move({ x: Math.round(x), y: Math.round(y), origin: "viewport" })
      .down()
      .pause(PRESS_MS)
      .up()
      .perform();
  }

  async type(text: string): Promise<void> {
    for (const character of text) await this.session.keys([character]);
  }

  async press(key: Key): Promise<void> {
    await this.session.keys([KEYS[key]]);
  }

  async setViewport(width: number, height: number): Promise<void> {
    // No window manager on the lane's display: the window is exactly the viewport.
    await this.session.setWindowRect(0, 0, width, height);
    await waitUntil(`a ${String(width)}×${String(height)} viewport`, async () => {
      const [w, h] = await this.session.execute(() => [innerWidth, innerHeight]);
      return w === width && h === height;
    });
  }

  setOffline(): Promise<void> {
    return Promise.reject(new Error("WebDriver cannot report WebKit offline"));
  }

  async errors(): Promise<string[]> {
    await this.keepErrors();
    return [...this.logged];
  }

  private async keepErrors(): Promise<void> {
    const found = (await this.session.execute(`return ${READ_ERRORS};`).catch(() => [])) as string[];
    this.logged.push(...found);
  }

  async close(): Promise<void> {
    await this.session.deleteSession().catch(() => undefined);
    this.server.kill("SIGTERM");
  }
}

/** Starts WebKitWebDriver on a free loopback port and a MiniBrowser session on the lane's X display. */
export async function webkitDriver(options: { display: string; origins: string[] }): Promise<EngineDriver> {
  const port = await freePort();
  const server = spawn(WEBDRIVER, [`--port=${String(port)}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: options.display },
    stdio: "ignore",
  });
  let failure: Error | null = null;
  server.once("error", (error) => (failure = error));
  await waitUntil("WebKitWebDriver to listen (Debian's webkit2gtk-driver)", () => {
    if (failure) throw failure;
    return fetch(`http://127.0.0.1:${String(port)}/status`).then(
      (answer) => answer.ok,
      () => false,
    );
  });
  const session = await remote({
    hostname: "127.0.0.1",
    port,
    logLevel: "error",
    // WebKitGTK's own capability is not in webdriverio's types.
    capabilities: {
      browserName: "MiniBrowser",
      "wdio:enforceWebDriverClassic": true,
      "webkitgtk:browserOptions": {
        binary: MINIBROWSER,
        // Full screen: no tool bar, so the window's size is the viewport's.
        args: ["--automation", "--full-screen", `--user-agent=${IPHONE_USER_AGENT}`],
      },
    } as WebdriverIO.Capabilities,
  });
  return new WebKitDriver(session, server, options.origins);
}
