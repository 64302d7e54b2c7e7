import { expect, test, type Page } from "@playwright/test";
import { newMember, privateSandbox, signInByApi } from "./commerce-helpers.ts";

// The link probes of S-03: a scheme split by the new-window marker (`java__blank__script:`, `intent__blank__://`),
// which the app removes before rendering, must be judged as rendered. A control link beside them shows that
// links do render; the probes show as words, in both languages.
const MARIA = "15035550142";
const PROBE_FLAG = "window.__probeRan=1";
const PROBE_TEXT = `\u200c[probe one](java__blank__script:${PROBE_FLAG}) [probe two](intent__blank__://scan/#Intent;scheme=zxing;end) [control](https://example.org/__blank__)`;
const ALLOWED_PROTOCOLS = ["http:", "https:", "mailto:", "tel:", "sms:"];

/** Every link's address in the page's main content, as the browser reads it. */
async function mainHrefs(page: Page): Promise<string[]> {
  return page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
}

const programsRegion = { en: "Your programs", es: "Tus programas" } as const;

for (const language of ["en", "es"] as const) {
  test(`S-03 F-023 markdown probes java__blank__script: and intent__blank__:// show as text, not links (${language})`, async ({
    browser,
  }) => {
    test.slow();
    const sandbox = await privateSandbox();
    const context = await browser.newContext({ baseURL: sandbox.baseURL });
    const page = await context.newPage();
    try {
      const put = await page.request.post("/sandbox/untrusted-text", { data: { texts: [PROBE_TEXT] } });
      expect(put.ok()).toBe(true);
      await signInByApi(page, MARIA, language);
      await page.goto("/app/dashboard");
      const programs = page.getByRole("region", { name: programsRegion[language] });
      await expect(programs.getByText("probe one", { exact: true }).first()).toBeVisible();
      // The control: a product-text link does render, marker removed, in a new tab.
      const control = programs.getByRole("link", { name: /^control/ }).first();
      await expect(control).toHaveAttribute("href", "https://example.org/");
      await expect(control).toHaveAttribute("target", "_blank");
      await expect(programs.getByRole("link", { name: "probe one", exact: true })).toHaveCount(0);
      await expect(programs.getByRole("link", { name: "probe two", exact: true })).toHaveCount(0);
      await expect(programs.getByText("probe two", { exact: true }).first()).toBeVisible();
      for (const href of await mainHrefs(page))
        expect.soft(ALLOWED_PROTOCOLS.includes(new URL(href).protocol), href).toBe(true);
      // A tap on the words runs nothing.
      await programs.getByText("probe one", { exact: true }).first().click();
      expect(await page.evaluate(() => (window as { __probeRan?: number }).__probeRan)).toBeUndefined();
    } finally {
      await context.close();
      sandbox.stop();
    }
  });

  test(`F-066 S-03 a programme's app_link of another scheme is no link on the dashboard; a web one opens in a new tab (${language})`, async ({
    page,
  }) => {
    const links = [
      "javascript:window.__probeRan=1",
      "java__blank__script:window.__probeRan=1",
      "intent://scan/#Intent;end",
    ];
    // The sandbox's programmes link in-app: the dashboard's answer is changed on its way to the app.
    await page.route("**/api/v1/me/dashboard", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { programs: Record<string, unknown>[] };
      body.programs = body.programs.map((program, index) => ({
        ...program,
        app_link: index === 0 ? "https://example.org/programme" : (links[(index - 1) % links.length] ?? ""),
      }));
      await route.fulfill({ response, json: body });
    });
    await newMember(page, language, { card: false });
    await page.goto("/app/dashboard");
    const cards = page.getByRole("region", { name: programsRegion[language] }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    const web = cards.first().getByRole("link").first();
    await expect(web).toHaveAttribute("href", "https://example.org/programme");
    await expect(web).toHaveAttribute("target", "_blank");
    for (let index = 1; index < count; index++) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading")).toBeVisible();
      await expect(card.locator("a")).toHaveCount(0);
    }
    for (const href of await mainHrefs(page))
      expect.soft(ALLOWED_PROTOCOLS.includes(new URL(href).protocol), href).toBe(true);
  });
}
