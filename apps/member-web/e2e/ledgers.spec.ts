import { expect, test } from "@playwright/test";
import { scanBothSizes, signInToDashboard } from "./dashboard-helpers.ts";
import { historyMembers, historyWords, openFromMenu, recordCalls } from "./history-helpers.ts";

for (const language of ["en", "es"] as const) {
  const w = historyWords[language];

  test(`ledgers (${language}): R-30 F-170–F-177 A-11 C-28 B-07 page through a ledger, back to a seen page with no request, and open a line from a pasted address`, async ({
    page,
    request,
  }) => {
    test.slow();
    await signInToDashboard(page, request, language, historyMembers.maria);
    await openFromMenu(page, language, w.ledgersMenu);
    await expect(page).toHaveURL(/\/app\/ledgers$/);
    await expect(page.getByRole("heading", { level: 1, name: w.ledgersTitle })).toBeVisible();
    await expect(page.getByText(w.available)).toBeVisible();
    await expect(page.getByText(w.savings)).toBeVisible();
    await scanBothSizes(page);

    // F-175: an amount out reads in red and one in in green (its hidden label says which to a screen reader).
    const colourOf = (label: string) =>
      page
        .getByText(label, { exact: true })
        .first()
        .locator("..")
        .evaluate((amount) => getComputedStyle(amount).color.match(/\d+/g)?.slice(0, 3).map(Number) ?? []);
    const [outRed = 0, outGreen = 0] = await colourOf(w.moneyOut);
    expect(outRed).toBeGreaterThan(outGreen + 60);
    const [inRed = 0, inGreen = 0] = await colourOf(w.moneyIn);
    expect(inGreen).toBeGreaterThan(inRed + 40);

    // F-172 C-28: a ledger opens at URL page 0, asked for as API page 1.
    const lineCalls = recordCalls(page, /\/api\/v1\/ledgers\/\d+\/lines$/);
    await page.getByRole("combobox", { name: w.show }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/\/app\/ledgers\?ledger=\d+&page=0$/);
    const firstLine = page.locator(".ledger-line__link").first();
    await expect(firstLine).toBeVisible();
    const pageOne = await firstLine.getAttribute("href");

    // F-173: Next shows the next page's lines.
    await page.getByRole("link", { name: w.next }).click();
    await expect(page).toHaveURL(/page=1$/);
    await expect(firstLine).not.toHaveAttribute("href", pageOne ?? "");
    const sharedLine = await firstLine.getAttribute("href");
    await scanBothSizes(page);
    expect(lineCalls).toHaveLength(2);

    // A-11 F-174: back to a page seen before: its lines again, with no request.
    await page.getByRole("link", { name: w.previous }).click();
    await expect(page).toHaveURL(/page=0$/);
    await expect(firstLine).toHaveAttribute("href", pageOne ?? "");
    expect(lineCalls).toHaveLength(2);

    // F-176 F-177 B-07: a shared address with a line's hash opens its dialog on a fresh load.
    expect(sharedLine).toMatch(/^\/app\/ledgers\?ledger=\d+&page=1#bx_/);
    await page.goto(sharedLine ?? "");
    const dialog = page.getByRole("dialog", { name: w.lineTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(w.reference)).toBeVisible();
    await expect(dialog.getByRole("listitem").first()).toHaveText(/\S/);
    await scanBothSizes(page);
    await dialog.getByRole("button", { name: w.close }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/page=1$/);
  });
}
