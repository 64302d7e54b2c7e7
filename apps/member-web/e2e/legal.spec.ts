import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";

const phone = { width: 390, height: 844 };
const wide = { width: 1280, height: 800 };

async function scanBothSizes(page: Page) {
  for (const size of [phone, wide]) {
    await page.setViewportSize(size);
    await expectNoA11yViolations(page);
  }
}

const words = {
  en: {
    language: "English",
    title: "Privacy Policy",
    contents: "On this page",
    cookies: "Cookies",
    terms: "Terms of Use and Sale",
    termsTitle: "Terms of Use | Tandem",
  },
  es: {
    language: "Español",
    title: "Política de privacidad",
    contents: "En esta página",
    cookies: "Cookies",
    terms: "Términos de uso y venta",
    termsTitle: "Términos de uso | Tandem",
  },
};

for (const language of ["en", "es"] as const) {
  const w = words[language];

  test.describe(`legal pages (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      // Axe scans at two sizes on long pages: more than the default time on a busy machine.
      test.slow();
      await page.goto("/app/privacy-policy");
      if (language === "es") {
        // F-204: the policy's own language toggle.
        await page.getByRole("main").getByRole("button", { name: w.language }).click();
      }
      // The first visit may wait for the sandbox and the app to warm up.
      await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible({ timeout: 15_000 });
    });

    test("F-199 F-201 F-203 the policy's contents follow scrolling beside the text on wide screens", async ({
      page,
    }) => {
      await expect(page).toHaveTitle(`${w.title} | Tandem`);
      await expect(
        page.getByRole("link", { name: /frequently asked questions|preguntas frecuentes/ }),
      ).toHaveAttribute("href", new RegExp(`/${language}/faq$`));
      await scanBothSizes(page);
      await page.setViewportSize(wide);
      const contents = page.getByRole("navigation", { name: w.contents });
      await expect(contents.getByRole("list")).toBeVisible();
      const sections = contents.getByRole("link");
      await expect(sections.first()).toHaveAttribute("aria-current", "location");
      // Scroll down step by step, as a reader does, until the section reaches the reading line near the top.
      const cookies = page.getByRole("region", { name: w.cookies });
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollBy(0, 100));
            return cookies.evaluate((section) => section.getBoundingClientRect().top);
          },
          { intervals: [50], timeout: 20_000 },
        )
        .toBeLessThan(160);
      await expect(contents.getByRole("link", { name: w.cookies })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await expect(contents.locator("[aria-current]")).toHaveCount(1);
      await page.keyboard.press("End");
      await expect(sections.last()).toHaveAttribute("aria-current", "location");
    });

    test("F-200 F-203 D-21 on a phone the contents are a bar that opens, leads to a section and closes", async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      const contents = page.getByRole("navigation", { name: w.contents });
      const toggle = contents.getByRole("button");
      await expect(contents.getByRole("list")).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(contents.getByRole("list")).toBeVisible();
      await expectNoA11yViolations(page);
      await contents.getByRole("link", { name: w.cookies }).click();
      await expect(contents.getByRole("list")).toBeHidden();
      await expect(page.getByRole("heading", { level: 2, name: w.cookies })).toBeInViewport();
      await expect(contents.getByRole("link", { name: w.cookies, includeHidden: true })).toHaveAttribute(
        "aria-current",
        "location",
      );
      await expect(toggle).toContainText(w.cookies);
    });

    test("R-38 R-39 the embeddable policy has no app navigation, and the terms render", async ({ page }) => {
      await page.goto("/app/privacy-policy-content");
      await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Tandem" })).toHaveCount(0);
      await scanBothSizes(page);
      await page.goto("/app/terms-of-use");
      await expect(page.getByRole("heading", { level: 1, name: w.terms })).toBeVisible();
      await expect(page).toHaveTitle(w.termsTitle);
      await scanBothSizes(page);
    });
  });
}
