import { expect, test } from "@playwright/test";
import { scanBothSizes, signInToDashboard } from "./dashboard-helpers.ts";
import { historyMembers, historyWords, openFromMenu } from "./history-helpers.ts";

for (const language of ["en", "es"] as const) {
  const w = historyWords[language];

  test(`trips (${language}): R-31 R-32 F-179–F-182 D-15 E-24 open a receipt from the list, from a pasted address, and from a broken one`, async ({
    page,
    request,
  }) => {
    test.slow();
    await signInToDashboard(page, request, language, historyMembers.maria);
    await openFromMenu(page, language, w.tripsMenu);
    await expect(page).toHaveURL(/\/app\/trips$/);
    await expect(page.getByRole("heading", { level: 1, name: w.tripsTitle })).toBeVisible();
    // F-179: weeks headed by their dates.
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(/\d{4} — .*\d{4}/);
    await scanBothSizes(page);

    // F-181: a row opens the receipt with the trip in the address.
    await page.getByRole("link", { name: w.ride }).first().click();
    await expect(page).toHaveURL(/\/app\/trip\/\d+\?trip=[A-Za-z0-9_-]+$/);
    await expect(page.getByRole("heading", { level: 2, name: w.yourTrip })).toBeVisible();
    await expect(page.getByText(w.thanks)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: w.payment })).toBeVisible();
    await scanBothSizes(page);

    // The same address pasted into a new tab shows the same receipt.
    const receipt = page.url();
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    const pasted = await page.context().newPage();
    await pasted.goto(receipt);
    await expect(pasted.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
    await expect(pasted.getByRole("heading", { level: 2, name: w.yourTrip })).toBeVisible();
    await pasted.close();

    // D-15 E-24: an unreadable value shows the error view, with the way back to the trips.
    await page.goto("/app/trip/5?trip=%25%25%25");
    await expect(page.getByRole("heading", { level: 1, name: w.broken })).toBeVisible();
    await scanBothSizes(page);
    await page.getByRole("link", { name: w.seeTrips }).click();
    await expect(page).toHaveURL(/\/app\/trips$/);
  });
}
