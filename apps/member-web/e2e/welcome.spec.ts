import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";

test.describe("welcome", () => {
  test("R-01 a visitor opening /app/ sees the welcome page with a way in, and no axe violations", async ({
    page,
  }) => {
    await page.goto("/app/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Rides, food and savings/);
    await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/app/start");
    await expect(page).toHaveTitle("Welcome | Tandem");
    await expectNoA11yViolations(page);
  });

  test("F-016 switching to Español translates the page and is remembered on reload", async ({ page }) => {
    await page.goto("/app/");
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("link", { name: "Continuar" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Bienvenida | Tandem");
    await expectNoA11yViolations(page);
    await page.reload();
    await expect(page.getByRole("link", { name: "Continuar" })).toBeVisible();
  });

  test("S-06 a signed-out visitor opening a member page lands on the welcome page", async ({ page }) => {
    await page.goto("/app/ledgers");
    await expect(page).toHaveURL(/\/app\/$/);
    const next = await page.evaluate(() => window.sessionStorage.getItem("next-url"));
    expect(next).toBe('"/ledgers"');
  });

  test("R-02 an unknown path redirects to the welcome page", async ({ page }) => {
    await page.goto("/app/no-such-page");
    await expect(page).toHaveURL(/\/app\/$/);
    await expect(page.getByRole("link", { name: "Continue" })).toBeVisible();
  });

  test("S-05 public pages render for visitors inside the layout", async ({ page }) => {
    await page.goto("/app/error");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/app/dashboard");
    await expectNoA11yViolations(page);
  });
});
