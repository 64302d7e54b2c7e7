import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";
import {
  enterCode,
  latestCode,
  openStart,
  startWith,
  words as signIn,
  type Language,
} from "./sign-in-helpers.ts";

// Words of the preferences pages as a member reads them.
const words = {
  en: {
    title: "Preferences",
    publicTitle: "Message preferences",
    accountUpdates: "Account updates",
    marketing: "News and offers",
    security: "Security messages",
    save: "Save preferences",
    saved: "Your preferences have been saved.",
    badLink: "This link doesn't work",
    signIn: "Sign in to change them",
  },
  es: {
    title: "Preferencias",
    publicTitle: "Preferencias de mensajes",
    accountUpdates: "Novedades de tu cuenta",
    marketing: "Noticias y ofertas",
    security: "Mensajes de seguridad",
    save: "Guardar preferencias",
    saved: "Tus preferencias se guardaron.",
    badLink: "Este enlace no funciona",
    signIn: "Inicia sesión para cambiarlas",
  },
} as const;

// New phones (555-01xx, fiction) sign up as members who have not finished onboarding: D-07 lets them in.
const newMembers: Record<Language, string> = { en: "15035550111", es: "15035550112" };
// Public links of seeded members, one per language, so the two journeys never change the same member.
const linkOwners: Record<Language, { name: string; masked: string }> = {
  en: { name: "Robin Chen", masked: "Ro***en" },
  es: { name: "Lucía Gómez", masked: "Lu***ez" },
};

// The first visit starts the whole app (entry, catalog, layout, page chunk) on a server that may be cold and busy.
const firstLoad = { timeout: 15_000 };

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function scanAtBothSizes(page: Page): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectNoA11yViolations(page);
  }
}

/** The member's public preferences link, from the sandbox's control for it (its README). */
async function preferencesLink(request: APIRequestContext, name: string): Promise<string> {
  const members = (await (await request.get("/sandbox/members")).json()) as { id: number; name: string }[];
  const member = members.find((entry) => entry.name === name);
  const link = (await (await request.get(`/sandbox/members/${member?.id}/preferences-link`)).json()) as {
    url: string;
  };
  return link.url;
}

/** Chooses the language on the welcome page (kept in the browser) before opening `path`. */
async function openIn(page: Page, language: Language, path: string): Promise<void> {
  if (language === "es") {
    await page.goto("/app/");
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
  }
  await page.goto(path);
}

/**
 * Records the JSON bodies the app posts to `path` under /api/v1. The API client sends each body as a request
 * stream, which Chromium does not show to Playwright's request events, so the page's own fetch keeps a copy.
 */
async function recordPosts(page: Page, path: string): Promise<() => Promise<unknown[]>> {
  await page.addInitScript((wanted) => {
    const sent: unknown[] = [];
    Object.assign(window, { __sentBodies: sent });
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === "POST" && new URL(request.url).pathname === `/api/v1${wanted}`) {
        sent.push(JSON.parse(await request.clone().text()));
      }
      return send(request);
    };
  }, path);
  return () => page.evaluate(() => (window as unknown as { __sentBodies: unknown[] }).__sentBodies);
}

/** Presses Tab until `target` has focus (keyboard alone), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

for (const language of ["en", "es"] as const) {
  const w = words[language];

  test.describe(`preferences (${language})`, () => {
    // Sign-in, four axe scans and a reload: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 60_000 });

    test("R-34 D-07 F-190 F-191 a member who has not finished onboarding saves two changes, reloads and keeps them", async ({
      page,
      request,
    }) => {
      const phone = newMembers[language];
      const sentBodies = await recordPosts(page, "/preferences");
      await openStart(page, language);
      await startWith(page, language, phone);
      await enterCode(page, language, await latestCode(request, phone));
      await page.getByRole("button", { name: signIn[language].verify }).click();
      await expect(page).toHaveURL(/\/app\/onboarding$/);
      await page.goto("/app/preferences");
      await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible(firstLoad);
      const updates = page.getByRole("checkbox", { name: w.accountUpdates });
      const marketing = page.getByRole("checkbox", { name: w.marketing });
      await expect(page.getByRole("checkbox", { name: w.security })).toBeDisabled();
      await scanAtBothSizes(page);
      const [updatesBefore, marketingBefore] = [await updates.isChecked(), await marketing.isChecked()];
      await updates.click();
      await marketing.click();
      await page.getByRole("button", { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      expect(await sentBodies()).toEqual([
        { subscriptions: { account_updates: !updatesBefore, marketing: !marketingBefore } },
      ]);
      await scanAtBothSizes(page);
      await page.reload();
      await expect(updates).toBeChecked({ checked: !updatesBefore });
      await expect(marketing).toBeChecked({ checked: !marketingBefore });
    });

    test("R-35 F-192 A-55 D-12 the public link opens a member's preferences without sign-in and saves them", async ({
      page,
      request,
    }) => {
      const owner = linkOwners[language];
      const sentBodies = await recordPosts(page, "/preferences/public");
      await openIn(page, language, await preferencesLink(request, owner.name));
      await expect(page.getByRole("heading", { level: 1, name: w.publicTitle })).toBeVisible(firstLoad);
      await expect(page.getByText(owner.masked)).toBeVisible();
      await scanAtBothSizes(page);
      // Keyboard alone: Tab to each box, Space to change it, Tab to Save, Enter to send.
      const marketing = page.getByRole("checkbox", { name: w.marketing });
      const updates = page.getByRole("checkbox", { name: w.accountUpdates });
      const wasMarketing = await marketing.isChecked();
      const wasUpdates = await updates.isChecked();
      await tabTo(page, updates);
      await page.keyboard.press("Space");
      await tabTo(page, marketing);
      await page.keyboard.press("Space");
      const save = page.getByRole("button", { name: w.save });
      await tabTo(page, save);
      await page.keyboard.press("Enter");
      await expect(page.getByText(w.saved)).toBeVisible();
      expect(await sentBodies()).toEqual([
        {
          access_token: expect.stringMatching(/^prefs_/) as unknown,
          subscriptions: { account_updates: !wasUpdates, marketing: !wasMarketing },
        },
      ]);
      await expect(page.getByRole("checkbox")).toHaveCount(0);
      await scanAtBothSizes(page);
      await page.reload();
      await expect(marketing).toBeChecked({ checked: !wasMarketing });
      await expect(updates).toBeChecked({ checked: !wasUpdates });
    });

    test("D-12 S-15 a bad or missing token shows a clear error with a way forward", async ({ page }) => {
      await openIn(page, language, "/app/preferences-public?token=prefs_not_a_real_token");
      await expect(page.getByRole("heading", { level: 1, name: w.badLink })).toBeFocused(firstLoad);
      await scanAtBothSizes(page);
      await page.goto("/app/preferences-public");
      await expect(page.getByRole("heading", { level: 1, name: w.badLink })).toBeVisible();
      await page.getByRole("link", { name: w.signIn }).click();
      // A visitor is sent to sign in first, with /preferences remembered for afterwards (D-01).
      await expect(page).toHaveURL(/\/app\/$/);
    });
  });
}
