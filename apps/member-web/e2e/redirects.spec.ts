import { expect, test, type Browser, type Page } from "@playwright/test";
import { HOSTILE_PATHS } from "@tandem/paths/hostile-paths";
import { newMember } from "./commerce-helpers.ts";
import { enterCode, latestCode, openStart, startWith, words, type Language } from "./sign-in-helpers.ts";

// Every URL the app takes from a query, a hash or storage decides through one function (isAppPath in
// @tandem/paths, unit-tested with the same values). These journeys feed the hostile values to the real pages in
// Chromium: the next URL kept in session storage across sign-in (D-01, F-053) and add-card's returnTo (F-160).

/**
 * Watches a page for any way out of the app: a main-frame address outside `<origin>/app/`, a request to another
 * host, or a dialog (`javascript:alert(1)` running). Returns what it saw.
 */
function watchEscapes(page: Page, origin: string): string[] {
  const escapes: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(`${origin}/app/`))
      escapes.push(`navigated to ${frame.url()}`);
  });
  page.on("request", (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith("data:"))
      escapes.push(`requested ${request.url()}`);
  });
  page.on("dialog", (dialog) => {
    escapes.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  return escapes;
}

/**
 * Signs `phone` in through the pages in a fresh context with `next` stored as the next URL before the code is
 * checked; waits for the app to arrive at `expected` and returns any escape seen on the way.
 */
async function signInWithNextUrl(
  browser: Browser,
  origin: string,
  {
    phone,
    next,
    previous,
    expected,
    language,
  }: { phone: string; next: string; previous: string; expected: string; language: Language },
) {
  // No service worker: each context is a first visit, and precaching the whole app each time is slow.
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const escapes = watchEscapes(page, origin);
    if (language === "en") await page.goto("/app/start");
    else await openStart(page, language);
    await startWith(page, language, phone);
    const code = await latestCode(page.request, phone, previous);
    await page.evaluate((value) => sessionStorage.setItem("next-url", JSON.stringify(value)), next);
    await enterCode(page, language, code);
    await page.getByRole("button", { name: words[language].verify }).click();
    await expect(page).toHaveURL(expected);
    return { escapes, code };
  } finally {
    await context.close();
  }
}

// Six tests of a few sign-ins each, so none runs long on a busy machine; every other one signs in in Spanish.
const CHUNKS = 6;
for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const values = HOSTILE_PATHS.filter((_, index) => index % CHUNKS === chunk);
  const language: Language = chunk % 2 === 0 ? "en" : "es";
  test(`D-01 F-053 S-06 a hostile next URL never takes a member off the app after sign-in (${String(chunk + 1)} of ${String(CHUNKS)}, ${language})`, async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "";
    const phone = await newMember(page, language, { card: false });
    let previous = await latestCode(page.request, phone);
    // The stored next URL is really taken: a same-app path leads there (the control of this experiment).
    const control = await signInWithNextUrl(browser, origin, {
      phone,
      next: "/ledgers",
      previous,
      expected: `${origin}/app/ledgers`,
      language,
    });
    expect(control.escapes).toEqual([]);
    previous = control.code;
    for (const value of values) {
      const { escapes, code } = await signInWithNextUrl(browser, origin, {
        phone,
        next: value,
        previous,
        expected: `${origin}/app/dashboard`,
        language,
      });
      previous = code;
      expect.soft(escapes, `next URL ${JSON.stringify(value)}`).toEqual([]);
    }
  });
}

const addCardWords = { en: { back: "Back" }, es: { back: "Atrás" } } as const;

// Each key in one language: the addresses are checked the same whatever the language, and the other one's words
// are on every page of the sign-in tests above.
for (const [language, key] of [
  ["en", "returnTo"],
  ["es", "returnToImmediate"],
] as const) {
  test(`F-160 F-164 a hostile ${key} on add-card never leads off the app (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "";
    const back = page.getByRole("link", { name: addCardWords[language].back });
    await newMember(page, language, { card: false });
    const escapes = watchEscapes(page, origin);
    // The control: a same-app path is where Back goes.
    await page.goto(`/app/add-card?${key}=${encodeURIComponent("/ledgers")}`);
    await expect(back.first()).toHaveAttribute("href", "/app/ledgers");
    for (const value of HOSTILE_PATHS) {
      const label = `${key}=${JSON.stringify(value)}`;
      await page.goto(`/app/add-card?${key}=${encodeURIComponent(value)}`);
      await expect(back.first(), label).toBeVisible();
      // Opened directly, with nowhere to go back to, Back leads to the payment methods page of the app.
      for (const link of await back.all())
        expect.soft(await link.getAttribute("href"), label).toBe("/app/funding");
      await back.first().click();
      await expect(page, label).toHaveURL(`${origin}/app/funding`);
    }
    expect(escapes).toEqual([]);
  });
}
