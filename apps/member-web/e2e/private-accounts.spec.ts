import { expect, test } from "@playwright/test";
import { scanBothSizes, signInToDashboard } from "./dashboard-helpers.ts";
import { historyMembers, historyWords, openFromMenu, recordCalls } from "./history-helpers.ts";

// Both languages link the same seeded member's Lime account, one after the other.
test.describe.configure({ mode: "serial" });

for (const language of ["en", "es"] as const) {
  const w = historyWords[language];

  test(`private accounts (${language}): R-36 F-194–F-197 B-14 link Alex Rivera's Lime account; help; polling stops when the page is left`, async ({
    page,
    request,
  }) => {
    test.slow();
    await signInToDashboard(page, request, language, historyMembers.alex);
    await openFromMenu(page, language, w.accountsMenu);
    await expect(page).toHaveURL(/\/app\/private-accounts$/);
    await expect(page.getByRole("heading", { level: 1, name: w.accountsTitle })).toBeVisible();
    const lime = page.getByRole("article", { name: "Lime" });
    await scanBothSizes(page);

    // F-195: the vendor's help.
    await lime.getByRole("button", { name: w.help }).click();
    const help = page.getByRole("dialog", { name: w.helpTitle });
    await expect(help).toBeVisible();
    await scanBothSizes(page);
    await help.getByRole("button", { name: w.close }).last().click();
    await expect(help).toBeHidden();

    // F-196 A-59 A-60: the auth request, then the sandbox's link arrives during the first poll round.
    const polls = recordCalls(page, /\/poll_for_new_magic_link$/);
    await lime.getByRole("button", { name: w.link }).click();
    await expect(lime.getByText(w.working)).toBeVisible();
    await expect(lime.getByText(w.success)).toBeVisible({ timeout: 20_000 });
    expect(polls).toHaveLength(1);
    await expect(lime.getByRole("button", { name: w.relink })).toBeVisible();
    await scanBothSizes(page);

    // F-197 B-14: linking again, then leaving the page, aborts the round in flight.
    const pollStarted = page.waitForRequest(/\/poll_for_new_magic_link$/);
    await lime.getByRole("button", { name: w.relink }).click();
    const poll = await pollStarted;
    const aborted = page.waitForEvent("requestfailed", (failed) => failed === poll);
    await page.locator(".account-page__back").click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await aborted;
    expect(polls).toHaveLength(2);
  });
}
