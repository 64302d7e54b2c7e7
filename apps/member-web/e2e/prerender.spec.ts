import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";
import { words as signIn } from "./sign-in-helpers.ts";

// The welcome and start pages are prerendered at build time (scripts/prerender.ts): their HTML paints before any
// script runs, and the app then hydrates it. A visitor whose language is Spanish never sees the English HTML.

const words = {
  en: {
    welcome: /Rides, food and savings/,
    start: "Sign in or join",
    continue: "Continue",
    other: "Español",
    otherWelcome: /Viajes, comida y ahorros/,
    welcomeTitle: "Welcome | Tandem",
  },
  es: {
    welcome: /Viajes, comida y ahorros/,
    start: "Inicia sesión o únete",
    continue: "Continuar",
    other: "English",
    otherWelcome: /Rides, food and savings/,
    welcomeTitle: "Bienvenida | Tandem",
  },
} as const;
type Language = keyof typeof words;

// The entry script (assets/index-<hash>.js), which every other script of the app waits for.
const ENTRY = /\/app\/assets\/index-[\w-]+\.js$/;

/** A first visit in `language` (no service worker, as a first visit has none) with the entry script held back. */
async function visitHoldingScripts(browser: Browser, baseURL: string | undefined, language: Language) {
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  if (language === "es")
    await context.addInitScript(() => window.localStorage.setItem("language", JSON.stringify("es")));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const api: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/v1\/me(\?|$)/.test(request.url())) api.push(`${request.method()} ${request.url()}`);
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return { context, page, problems, api, release };
}

/** Marks the page's heading, so a later look can tell hydration (same element) from a fresh render (a new one). */
const markHeading = (page: Page) =>
  page.locator("h1").evaluate((heading) => heading.setAttribute("data-painted-before-scripts", ""));

test.describe("prerendered public pages", () => {
  test("R-01 R-05 with JavaScript off, the welcome and start pages are there to read", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/app/");
    // The HTML stays inert without the app (it is taken over once the app runs): read it as a visitor sees it.
    await expect(page.locator("h1")).toHaveText(words.en.welcome);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator('a[href="/app/start"]').first()).toHaveText("Continue");
    await expect(page).toHaveTitle(words.en.welcomeTitle);
    await page.goto("/app/start");
    await expect(page.locator("h1")).toHaveText("Sign in or join");
    await expect(page.locator('input[type="tel"]')).toBeVisible();
    await expect(page.getByText(signIn.en.phone, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(signIn.en.startTitle);
    await context.close();
  });

  test("R-01 F-016 English: the welcome paints before the app's script, which then hydrates it: Continue and the language switch work", async ({
    browser,
    baseURL,
  }) => {
    const w = words.en;
    const { context, page, problems, api, release } = await visitHoldingScripts(browser, baseURL, "en");
    await page.goto("/app/", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.welcome);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await markHeading(page);
    release();
    await page.waitForLoadState("networkidle");
    // The app asked nothing about a member: a first-time visitor is one.
    expect(api).toEqual([]);
    // Hydrated: the heading the HTML painted is the one the app now runs (a fresh render would replace it).
    await page.getByRole("button", { name: w.other }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.otherWelcome);
    await expect(page.locator("h1[data-painted-before-scripts]")).toHaveCount(1);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.welcome);
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: w.continue }).click();
    await expect(page).toHaveURL(/\/app\/start$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.start);
    // Not a new document: the app navigated.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    await expectNoA11yViolations(page);
    // No hydration error was logged (Continue's question about a member is answered 401 for a visitor).
    expect(problems.filter((text) => !text.includes("status of 401"))).toEqual([]);
    await context.close();
  });

  test("R-05 English: /app/start paints before the script and works once hydrated, with no GET /me", async ({
    browser,
    baseURL,
  }) => {
    const { context, page, problems, api, release } = await visitHoldingScripts(browser, baseURL, "en");
    await page.goto("/app/start", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in or join");
    await markHeading(page);
    release();
    await page.waitForLoadState("networkidle");
    const continueButton = page.getByRole("button", { name: signIn.en.continue });
    await page.getByLabel(signIn.en.phone).fill("5035550142");
    await page.getByRole("checkbox", { name: signIn.en.terms }).check();
    await expect(continueButton).toBeEnabled();
    await expect(page.getByLabel(signIn.en.phone)).toHaveValue("(503) 555-0142");
    await expect(page.locator("h1[data-painted-before-scripts]")).toHaveCount(1);
    await expectNoA11yViolations(page);
    expect(problems).toEqual([]);
    expect(api).toEqual([]);
    await context.close();
  });

  test("F-016 Spanish: the English HTML stays hidden, the app renders in Spanish, and Continue and the switch work", async ({
    browser,
    baseURL,
  }) => {
    const w = words.es;
    const { context, page, problems, api, release } = await visitHoldingScripts(browser, baseURL, "es");
    await page.goto("/app/", { waitUntil: "commit" });
    // Before the app runs, the English words are in the document but hidden, behind the start-up loader.
    await expect(page.locator("html")).toHaveAttribute("data-wait", "");
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.welcome);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-wait");
    await page.waitForLoadState("networkidle");
    expect(api).toEqual([]);
    await expect(page).toHaveTitle(w.welcomeTitle);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: w.other }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.otherWelcome);
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.welcome);
    await page.getByRole("link", { name: w.continue }).click();
    await expect(page).toHaveURL(/\/app\/start$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.start);
    await expectNoA11yViolations(page);
    expect(problems.filter((text) => !text.includes("status of 401"))).toEqual([]);
    await context.close();
  });
});
