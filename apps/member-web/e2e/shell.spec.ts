import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";
import { privateSandbox } from "./commerce-helpers.ts";
import { enterCode, latestCode, openStart, startWith, words, type Language } from "./sign-in-helpers.ts";

const DANA = "19715550108"; // programme admin: signing in impersonates Maria Hernandez (sandbox seed)

async function signIn(
  page: Page,
  request: Parameters<typeof latestCode>[0],
  language: Language,
  phone: string,
) {
  await openStart(page, language);
  await startWith(page, language, phone);
  await enterCode(page, language, await latestCode(request, phone));
  await page.getByRole("button", { name: words[language].verify }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

const shellWords = {
  en: { impersonating: "Impersonating: Maria Hernandez", funding: "Payment methods", menu: "Menu" },
  es: { impersonating: "Actuando como: Maria Hernandez", funding: "Métodos de pago", menu: "Menú" },
} as const;

/** The admin signs in (impersonating Maria), sees whom they act as, and the menu marks the page, at both widths. */
async function impersonating(page: Page, language: Language) {
  const w = { ...words[language], ...shellWords[language] };
  await signIn(page, page.request, language, DANA);
  const bar = page.getByRole("banner");
  const admin = bar.getByRole("link", { name: new RegExp(`^${w.impersonating}`) });
  await expect(admin).toBeVisible();
  await expect(admin).toHaveAttribute("href", /^\/admin\/member\/\d+$/);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.getByRole("button", { name: w.openMenu }).click();
    const menu = page.getByRole("navigation", { name: w.menu });
    await expect(menu.getByRole("link", { name: w.funding })).toBeVisible();
    await expectNoA11yViolations(page);
    await menu.getByRole("link", { name: w.funding }).click();
    await expect(page).toHaveURL(/\/app\/funding$/);
    await page.getByRole("button", { name: w.openMenu }).click();
    await expect(menu.getByRole("link", { name: w.funding })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: w.openMenu })).toBeFocused();
  }
}

for (const language of ["en", "es"] as const) {
  test(`F-013 D-28 an admin impersonating sees whom they act as, and the menu marks the page (${language})`, async ({
    browser,
  }) => {
    // A sandbox of its own to start, a sign-in and three axe scans: past the default 30 s on a loaded machine.
    test.slow();
    // The seeded admin has one phone: each language signs in on a sandbox of its own, so neither reads the code
    // texted for the other's sign-in (nor for the keyboard sign-in of sign-in.spec.ts).
    const sandbox = await privateSandbox();
    const context = await browser.newContext({ baseURL: sandbox.baseURL });
    try {
      await impersonating(await context.newPage(), language);
    } finally {
      await context.close();
      sandbox.stop();
    }
  });
}

test("F-012 the offline icon shows while the browser is offline", async ({ page, context }) => {
  await page.goto("/app/start");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The prerendered page shows before the app runs; the icon is the running app's.
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await expect(page.getByText("You're offline")).toBeAttached();
  await context.setOffline(false);
  await expect(page.getByText("You're offline")).toHaveCount(0);
});
