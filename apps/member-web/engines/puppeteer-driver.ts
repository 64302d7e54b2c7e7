import { chromiumLaunchOptions } from "@tandem/vitest-config";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { DOWNTOWN, type EngineDriver, type EngineName, type Key, type Whereabouts } from "./driver.ts";

// Chromium over CDP and Firefox over WebDriver BiDi, through the same library: one browser per engine for the whole
// lane, a new browser context (cookies, storage, service workers, permissions) per journey.

/** How long a real finger rests on the glass between pointer down and up. */
const PRESS_MS = 80;

async function launch(engine: "chromium" | "firefox", display: string): Promise<Browser> {
  if (engine === "chromium") {
    return puppeteer.launch({
      executablePath: chromiumLaunchOptions.executablePath,
      args: chromiumLaunchOptions.args,
      headless: true,
    });
  }
  // Headless Firefox has no WebGL; on the lane's X display Mesa's llvmpipe draws the map.
  return puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: false,
    env: { ...process.env, DISPLAY: display, MOZ_CRASHREPORTER_DISABLE: "1" },
    extraPrefsFirefox: {
      // Nothing leaves the machine: no update, telemetry or captive-portal checks.
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
      "app.update.disabledForTesting": true,
    },
  });
}

class PuppeteerDriver implements EngineDriver {
  private context: BrowserContext | null = null;
  private current: Page | null = null;
  private logged: string[] = [];

  readonly name: "chromium" | "firefox";
  private readonly browser: Browser;
  private readonly origins: string[];

  constructor(name: "chromium" | "firefox", browser: Browser, origins: string[]) {
    this.name = name;
    this.browser = browser;
    this.origins = origins;
  }

  get can() {
    return { webgl: true, offlineMode: true, browserLocation: true, iphone: false };
  }

  private get page(): Page {
    if (!this.current) throw new Error("no page: call fresh() first");
    return this.current;
  }

  async fresh({ whereabouts }: { whereabouts: Whereabouts }): Promise<void> {
    await this.context?.close();
    this.logged = [];
    this.context = await this.browser.createBrowserContext();
    const state = whereabouts === "downtown" ? "granted" : "denied";
    for (const origin of this.origins)
      await this.context.setPermission(origin, { permission: { name: "geolocation" }, state });
    this.current = await this.context.newPage();
    const page = this.current;
    page.on("pageerror", (error) => this.logged.push(`pageerror: ${String(error)}`));
    page.on("console", (message) => {
      if (message.type() === "error")
        this.logged.push(`console: ${message.text()} ${message.location().url ?? ""}`.trim());
    });
    await page.setViewport({ width: 390, height: 844 });
    if (whereabouts === "downtown") await page.setGeolocation(DOWNTOWN);
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  async tap(x: number, y: number): Promise<void> {
    await this.page.mouse.click(x, y, { delay: PRESS_MS });
  }

  async type(text: string): Promise<void> {
    for (const character of text) await this.page.keyboard.type(character);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async setOffline(offline: boolean): Promise<void> {
    await this.page.setOfflineMode(offline);
  }

  errors(): Promise<string[]> {
    return Promise.resolve([...this.logged]);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

/** Starts the engine's browser, allowed to answer location for the lane's origins. */
export async function puppeteerDriver(
  engine: Exclude<EngineName, "webkit">,
  options: { display: string; origins: string[] },
): Promise<EngineDriver> {
  return new PuppeteerDriver(engine, await launch(engine, options.display), options.origins);
}
