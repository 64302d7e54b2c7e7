import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";
import { newMember } from "./commerce-helpers.ts";
import { enterCode, latestCode, openStart, startWith, words, type Language } from "./sign-in-helpers.ts";

// Each journey here signs in a different seeded member, so the sandbox's per-phone limits never meet within this file.
// The rate-limit journey asks for codes for a phone no other journey uses (no member: it never verifies): another
// journey signing a seeded member in clears that member's limits (`DELETE /sandbox/throttles`).
const members: Record<Language, { arrive: string; retry: string; limit: string; out: string }> = {
  en: { arrive: "15035550142", retry: "15035550171", limit: "15035550193", out: "15035550158" },
  es: { arrive: "15035550163", retry: "15035550195", limit: "15035550194", out: "19715550177" },
};

for (const language of ["en", "es"] as const) {
  const w = words[language];
  const phones = members[language];

  test.describe(`sign-in (${language})`, () => {
    test(`F-017 F-053 a visitor opening a member page signs in with the texted code and lands on that page`, async ({
      page,
      request,
    }) => {
      await page.goto("/app/ledgers?ledger=1");
      await expect(page).toHaveURL(/\/app\/$/);
      await openStart(page, language, page.url());
      await expect(page.getByRole("button", { name: w.continue })).toBeDisabled();
      for (const size of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(size);
        await expectNoA11yViolations(page);
      }
      await startWith(page, language, phones.arrive);
      const code = await latestCode(request, phones.arrive);
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        await expectNoA11yViolations(page);
      }
      await enterCode(page, language, code);
      await expect(page.getByRole("button", { name: w.verify })).toBeFocused();
      await page.getByRole("button", { name: w.verify }).click();
      await expect(page).toHaveURL(/\/app\/ledgers\?ledger=1$/);
      await page.getByRole("button", { name: w.openMenu }).click();
      await expect(page.getByRole("button", { name: w.signOut })).toBeVisible();
    });

    test("F-054 F-055 a wrong code, then a resend, then the right code", async ({ page, request }) => {
      await openStart(page, language);
      await startWith(page, language, phones.retry);
      const first = await latestCode(request, phones.retry);
      await enterCode(page, language, first === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: w.verify }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.getByRole("textbox", { name: w.digit(1) })).toHaveValue("");
      await expect(page.getByRole("textbox", { name: w.digit(1) })).toBeFocused();
      await expectNoA11yViolations(page);
      await page.getByRole("button", { name: w.resend }).click();
      await expect(page.getByText(w.newCode)).toBeVisible();
      const second = await latestCode(request, phones.retry, first);
      await enterCode(page, language, second);
      await page.getByRole("button", { name: w.verify }).click();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    });

    test("E-09 S-08 asking for codes too often shows the wait in seconds", async ({ page }) => {
      await openStart(page, language);
      await startWith(page, language, phones.limit);
      const resend = page.getByRole("button", { name: w.resend });
      // A tap while the last one is still on its way is not sent again (the button is busy), so each tap waits
      // for the one before to be answered, and for its own answer.
      const resendOnce = async () => {
        await expect(resend).not.toHaveAttribute("aria-busy", "true");
        const answered = page.waitForResponse(
          (response) =>
            response.request().method() === "POST" && response.url().endsWith("/api/v1/auth/start"),
        );
        await resend.click();
        return answered;
      };
      await resendOnce();
      await expect(page.getByText(w.newCode)).toBeVisible();
      await resendOnce();
      await expect(page.getByText(w.newCode)).toBeVisible();
      expect((await resendOnce()).status()).toBe(429);
      await expect(page.getByRole("alert")).toContainText(w.wait);
      await expect(page.getByText(w.newCode)).toHaveCount(0);
      await expectNoA11yViolations(page);
    });

    test("F-015 D-06 signing out calls the server, clears the member's data but the language, and reloads", async ({
      page,
      request,
    }) => {
      await openStart(page, language);
      await startWith(page, language, phones.out);
      await enterCode(page, language, await latestCode(request, phones.out));
      await page.getByRole("button", { name: w.verify }).click();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      // What a member's visit leaves: the map's last place, and the device's answer to the install prompt.
      await page.evaluate(() => {
        localStorage.setItem("map-position", JSON.stringify({ lat: 45.52, lng: -122.68, zoom: 15 }));
        localStorage.setItem("should-prompt-to-install-1", "false");
      });
      const signOut = page.waitForRequest(
        (req) => req.method() === "DELETE" && req.url().endsWith("/api/v1/auth"),
      );
      await page.getByRole("button", { name: w.openMenu }).click();
      await page.getByRole("button", { name: w.signOut }).click();
      await signOut;
      await expect(page).toHaveURL(/\/app\/$/);
      // The app clears it itself: the server's Clear-Site-Data is unquoted, as the backend sends it, and ignored.
      const kept = await page.evaluate(async () => {
        const cached: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) cached.push(request.url);
        return {
          local: Object.keys(window.localStorage).sort(),
          session: Object.keys(window.sessionStorage),
          cachedAnswers: cached.filter((url) => new URL(url).pathname.startsWith("/api/")),
        };
      });
      expect(kept.local.filter((key) => key !== "language")).toEqual(["should-prompt-to-install-1"]);
      expect(kept.session).toEqual([]);
      expect(kept.cachedAnswers).toEqual([]);
      if (language === "es") {
        expect(kept.local).toContain("language");
        await expect(page.getByRole("link", { name: w.continue })).toBeVisible();
      }
      await page.goto("/app/dashboard");
      await expect(page).toHaveURL(/\/app\/$/);
    });
  });
}

for (const language of ["en", "es"] as const) {
  const w = words[language];
  test(`F-015 D-06 after signing out, Back to the code page shows no phone and Resend texts no one (${language})`, async ({
    browser,
    page,
    baseURL,
  }) => {
    test.slow();
    // A member of this journey alone, made through the API in a context of its own.
    const setup = await browser.newContext({ baseURL });
    const phone = await newMember(await setup.newPage(), language, { card: false });
    const previous = await latestCode(setup.request, phone);
    await setup.close();

    // The member goes back from the code page once and starts again, so the first code page (with the phone in
    // its navigation state) stays in the history behind the signed-in pages.
    await openStart(page, language);
    await startWith(page, language, phone);
    await expect(page.getByText(w.sentTo)).toContainText(phone.slice(-4));
    const first = await latestCode(page.request, phone, previous);
    await page.getByRole("link", { name: w.back }).click();
    await expect(page).toHaveURL(/\/app\/start$/);
    await startWith(page, language, phone);
    await enterCode(page, language, await latestCode(page.request, phone, first));
    await page.getByRole("button", { name: w.verify }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole("button", { name: w.openMenu }).click();
    await page.getByRole("button", { name: w.signOut }).click();
    await expect(page).toHaveURL(/\/app\/$/);
    // The welcome page of the reloaded app, before going back from it.
    await expect(page.getByRole("link", { name: w.continue })).toBeVisible();
    await page.waitForLoadState("load");

    const texts = async () =>
      ((await (await page.request.get(`/sandbox/outbox?phone=${phone}`)).json()) as unknown[]).length;
    const sent = await texts();
    // Back past the welcome page, the dashboard and the second start page, to the first code page's entry.
    await page.evaluate(() => history.go(-3));
    await expect(page).toHaveURL(/\/app\/start$/);
    await expect(page.getByLabel(w.phone)).toBeVisible();
    await expect(page.getByText(w.sentTo)).toHaveCount(0);
    await expect(page.getByRole("button", { name: w.resend })).toHaveCount(0);
    // The entry itself no longer holds the phone.
    expect(JSON.stringify(await page.evaluate(() => history.state as unknown))).not.toContain(
      phone.slice(-4),
    );
    await page.waitForLoadState("networkidle");
    expect(await texts()).toBe(sent);
  });
}

for (const [typed, error] of [
  ["", /This field is required\./],
  ["503555", /This field is not valid\./],
] as const) {
  test(`F-044 the terms box takes a press right after the mobile number is left, as its error appears (typed "${typed}")`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/app/start");
    const phone = page.getByLabel(words.en.phone);
    const terms = page.getByRole("checkbox", { name: words.en.terms });
    await expect(phone).toBeFocused();
    await phone.pressSequentially(typed);
    // A real pointer's press and release where the box is; the press leaves the field, whose error then appears.
    await terms.click();
    await expect(terms).toBeChecked();
    await expect(phone).toHaveAccessibleDescription(error);
  });
}

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("F-044 the terms box takes a tap right after the mobile number is left, as its error appears", async ({
    page,
  }) => {
    await page.goto("/app/start");
    const phone = page.getByLabel(words.en.phone);
    const terms = page.getByRole("checkbox", { name: words.en.terms });
    await expect(phone).toBeFocused();
    await phone.pressSequentially("503555");
    // A finger's tap: the mouse events that follow the touch leave the field, whose error then appears.
    await terms.tap();
    await expect(terms).toBeChecked();
    await expect(phone).toHaveAccessibleDescription(/This field is not valid\./);
  });
});

test(
  "F-049 the whole sign-in works by keyboard alone",
  { tag: "@both-versions" },
  async ({ page, request }) => {
    const phone = "19715550108";
    await page.goto("/app/start");
    await expect(page.getByLabel(words.en.phone)).toBeFocused();
    await page.keyboard.type(phone.slice(-10));
    await page.keyboard.press("Tab"); // the regain-access link
    await page.keyboard.press("Tab"); // the terms box
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab"); // Terms of Use, in the box's label
    await page.keyboard.press("Tab"); // Privacy Policy, in the box's label
    await page.keyboard.press("Tab"); // Back
    await page.keyboard.press("Tab"); // Continue
    await expect(page.getByRole("button", { name: words.en.continue })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/app\/one-time-password$/);
    await expect(page.getByRole("textbox", { name: words.en.digit(1) })).toBeFocused();
    await page.keyboard.type(await latestCode(request, phone));
    await expect(page.getByRole("button", { name: words.en.verify })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  },
);

test("a session that ends mid-visit sends the member to sign in once, and back to their page after", async ({
  page,
  context,
  request,
}) => {
  // A phone the sandbox has not seen: signing in makes a new member, who lands on onboarding.
  const phone = "15035550187";
  await openStart(page, "en");
  await startWith(page, "en", phone);
  await enterCode(page, "en", await latestCode(request, phone));
  await page.getByRole("button", { name: words.en.verify }).click();
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  // The session cookie goes (it expired, or the member signed out on another device); the next call gets a 401.
  await context.clearCookies();
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/app\/start$/);
  await expect(page.getByText("Tu sesión terminó. Vuelve a iniciar sesión.")).toHaveCount(1);
  expect(await page.evaluate(() => window.sessionStorage.getItem("next-url"))).toBe('"/onboarding"');
});
