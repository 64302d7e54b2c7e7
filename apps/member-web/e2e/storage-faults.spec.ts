import { expect, test, type Page } from "@playwright/test";
import { foodWords, newMember, ordersOf } from "./commerce-helpers.ts";
import { enterCode, latestCode, openStart, startWith, words, type Language } from "./sign-in-helpers.ts";

// F-020: with web storage failing, the app still starts, signs in and buys. Two ways storage fails in the field:
// private modes that throw as soon as `localStorage` or `sessionStorage` is touched, and a full quota where reads
// work and every write throws. Storage is broken before any of the app's scripts run.

const faults = {
  "every access throws (private mode)": () => {
    for (const name of ["localStorage", "sessionStorage"])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
  },
  "every write throws (full quota)": () => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  },
} as const;

// Private mode runs in Spanish: with storage throwing, the language chosen on the welcome page can only be held in
// memory, and the member must still read every page in it.
const languages: Record<keyof typeof faults, Language> = {
  "every access throws (private mode)": "es",
  "every write throws (full quota)": "en",
};

/** Proves the fault is in place in the page: touching or writing storage throws. */
async function storageFails(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    try {
      window.localStorage.setItem("probe", "1");
      window.sessionStorage.setItem("probe", "1");
      return false;
    } catch {
      return true;
    }
  });
}

for (const [fault, breakStorage] of Object.entries(faults) as [keyof typeof faults, () => void][]) {
  const language = languages[fault];
  test(`F-020 when ${fault}, the app starts, signs in by phone and code, and buys (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const w = foodWords[language];
    // The member (verified, onboarded, with a card) is made through the API in a context of its own.
    const setup = await browser.newContext({ baseURL });
    const phone = await newMember(await setup.newPage(), language);
    const previous = await latestCode(setup.request, phone);
    await setup.close();

    // No service worker: this is a first visit, and the worker's own storage is not what is tested.
    const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
    await context.addInitScript(breakStorage);
    const page = await context.newPage();
    const crashes: string[] = [];
    page.on("pageerror", (error) => crashes.push(error.message));
    try {
      await openStart(page, language);
      expect(await storageFails(page)).toBe(true);
      await startWith(page, language, phone);
      await enterCode(page, language, await latestCode(page.request, phone, previous));
      await page.getByRole("button", { name: words[language].verify }).click();
      await expect(page).toHaveURL(/\/app\/dashboard$/);

      await page.getByRole("link", { name: w.food }).first().click();
      await page.getByRole("link", { name: new RegExp(w.market) }).click();
      await page.getByRole("link", { name: new RegExp(w.token2.replace("$", "\\$")) }).click();
      await page.getByRole("button", { name: w.addToCart }).click();
      await expect(page.getByRole("link", { name: w.cart(1) })).toBeVisible();
      await page.getByRole("link", { name: w.cart(1) }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.shoppingCart })).toBeVisible();
      await page.getByRole("button", { name: w.continue }).click();
      await expect(page.getByRole("radio", { name: /Visa/ })).toBeChecked();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await page.getByRole("button", { name: w.placeOrder }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.placed })).toBeVisible();
      await expect(page.getByRole("region", { name: w.myOrder })).toContainText(w.token2);
      expect((await ordersOf(page)).items).toHaveLength(1);
      expect(crashes).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
