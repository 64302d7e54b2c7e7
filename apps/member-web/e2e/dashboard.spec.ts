import { expect, test } from "@playwright/test";
import { dashboardWords, scanBothSizes, seeded, signInToDashboard } from "./dashboard-helpers.ts";

// The sandbox's faults are global: the failure journey sets one on GET /me/dashboard only for the moment of one
// reload and clears it at once, and this file's journeys run one after another so none meets it by chance.
test.describe.configure({ mode: "default" });

const DASHBOARD_FAULT = { rules: [{ path: "/api/v1/me/dashboard", method: "GET", status: 500 }] };

for (const language of ["en", "es"] as const) {
  const w = dashboardWords[language];
  // Each language signs in its own members where the seed allows, so per-phone sign-in limits never meet.
  const survey = language === "en" ? seeded.robin : seeded.lucia;

  test.describe(`dashboard (${language})`, () => {
    test("F-064 F-065 F-066 F-067 orders to pick up, a server alert and the programme cards, with images", async ({
      page,
      request,
    }) => {
      test.slow();
      await signInToDashboard(page, request, language, seeded.uma);
      const pickup = page.getByText(w.pickup);
      await expect(pickup).toBeVisible();
      await expect(page.getByText(w.expiring)).toBeVisible();
      const programs = page.getByRole("region", { name: w.programs });
      const rides = programs.getByRole("article").filter({ hasText: w.ridesProgram });
      const image = rides.locator("img");
      await expect(image).toHaveAttribute("src", /w=500&h=200&crop=entropy&resize=fill/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await scanBothSizes(page);
      await rides.getByRole("link", { name: w.findRide }).click();
      await expect(page).toHaveURL(/\/app\/mobility$/);
      await page.goBack();
      await page.getByRole("link", { name: w.viewOrders }).click();
      await expect(page).toHaveURL(/\/app\/unclaimed-orders$/);
    });

    test("F-062 a trip in progress leads to the map", async ({ page, request }) => {
      await signInToDashboard(page, request, language, seeded.jordan);
      await expect(page.getByText(w.trip)).toBeVisible();
      await page.getByRole("link", { name: w.seeTrip }).click();
      await expect(page).toHaveURL(/\/app\/mobility$/);
    });

    test("F-063 E-11 D-17 a technical problem shows its banner; a failed load shows Try again, which recovers", async ({
      page,
      request,
    }) => {
      test.slow();
      await signInToDashboard(page, request, language, seeded.pat);
      await expect(page.getByText(w.technical)).toBeVisible();
      await request.post("/sandbox/faults", { data: DASHBOARD_FAULT });
      try {
        await page.reload();
        await expect(page.getByRole("heading", { name: w.wentWrong })).toBeVisible();
      } finally {
        await request.delete("/sandbox/faults");
      }
      await expect(page.getByText(w.unhandled)).toBeVisible();
      await expect(page.getByRole("link", { name: w.goHome })).toHaveCount(0);
      await scanBothSizes(page);
      await page.getByRole("button", { name: w.tryAgain }).click();
      await expect(page.getByRole("region", { name: w.programs }).getByRole("article").first()).toBeVisible();
      await expect(page.getByText(w.technical)).toBeVisible();
    });

    test("F-185 F-186 F-188 R-33 the utilities waitlist joined, then shown as joined after a reload", async ({
      page,
      request,
    }) => {
      test.slow(); // six axe scans
      await signInToDashboard(page, request, language, survey);
      await page
        .getByRole("link", { name: w.utilities, exact: true })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/app\/utilities$/);
      await expect(page.getByRole("heading", { level: 2, name: w.surveyTitle })).toBeVisible();
      await scanBothSizes(page);
      await page.getByRole("radio", { name: w.entity }).check();
      await page.getByRole("checkbox", { name: w.provider }).check();
      const sent = page.waitForResponse((r) => r.url().endsWith("/api/v1/surveys"));
      await page.getByRole("button", { name: w.join }).click();
      expect(await (await sent).json()).toMatchObject({
        finished_survey_topics: expect.arrayContaining(["utilities_waitlist"]),
      });
      await expect(page.getByText(w.joined)).toBeVisible();
      await scanBothSizes(page);
      await page.reload();
      await expect(page.getByText(w.already)).toBeVisible();
      await expect(page.getByRole("button", { name: w.join })).toHaveCount(0);
      await scanBothSizes(page);
    });
  });
}

// Tran and Casey have one seeded situation each and sign in once a run: their journeys check English, then switch
// to Spanish in the same visit.
test.describe("dashboard (en, then es)", () => {
  test("F-063 S-10 an unverified member sees the read-only banner", async ({ page, request }) => {
    await signInToDashboard(page, request, "en", seeded.tran);
    await expect(page.getByText(dashboardWords.en.unverified)).toBeVisible();
    await page.getByRole("button", { name: "Español" }).filter({ visible: true }).first().click();
    await expect(page.getByText(dashboardWords.es.unverified)).toBeVisible();
  });

  test("F-065 a negative balance shows the server's danger alert", async ({ page, request }) => {
    await signInToDashboard(page, request, "en", seeded.casey);
    await expect(page.getByText(dashboardWords.en.negative)).toBeVisible();
    await page.getByRole("button", { name: "Español" }).filter({ visible: true }).first().click();
    await expect(page.getByText(dashboardWords.es.negative)).toBeVisible();
  });
});
