import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";

// An event name with a space and an ampersand: carried between the pages URL-encoded (D-20).
const EVENT = "Hawthorne Fair & Market";
const ENCODED = "Hawthorne+Fair+%26+Market";

const words = {
  en: {
    language: "English",
    title: "Join Tandem",
    name: "Your name",
    phone: "Mobile number",
    channel: "How did you hear about Tandem?",
    event: "A Tandem event",
    organization: "Your organization",
    agree: /I agree to receive text messages/,
    submit: "Sign up",
    thanks: "Thanks for signing up",
    again: "Sign up again",
    problem: "There is a problem",
  },
  es: {
    language: "Español",
    title: "Únete a Tandem",
    name: "Tu nombre",
    phone: "Número de celular",
    channel: "¿Cómo supiste de Tandem?",
    event: "Un evento de Tandem",
    organization: "Tu organización",
    agree: /Acepto recibir mensajes de texto/,
    submit: "Registrarme",
    thanks: "Gracias por registrarte",
    again: "Registrar otra vez",
    problem: "There is a problem",
  },
};

// Each journey signs up its own number, so runs never meet.
const phones = { en: "5035559131", es: "5035559132" };

async function scanBothSizes(page: Page) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expectNoA11yViolations(page);
  }
}

for (const language of ["en", "es"] as const) {
  const w = words[language];

  test(`F-076 F-080 F-081 S-11 a visitor at ${EVENT} signs up in ${language}, and the next one starts in English`, async ({
    page,
  }) => {
    // Six axe scans on three pages: more than the default time on a busy machine.
    test.slow();
    await page.goto(`/app/contact-list?eventName=${encodeURIComponent(EVENT)}`);
    // The first visit may wait for the sandbox and the app to warm up.
    await expect(page.getByRole("heading", { level: 1, name: "Stay in touch with Tandem" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveTitle("Stay in touch with Tandem | Tandem");
    await scanBothSizes(page);

    await page.getByRole("main").getByRole("button", { name: w.language }).click();
    await expect(page).toHaveURL(`/app/contact-list/add?eventName=${ENCODED}`);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByText(EVENT)).toBeVisible();
    await scanBothSizes(page);

    await page.getByLabel(w.name).fill("Rosa Díaz");
    await page.getByLabel(w.phone).pressSequentially(phones[language]);
    await page.getByLabel(w.channel).selectOption({ label: w.event });
    await page.getByLabel(w.organization).selectOption({ label: "Rose CDC" });
    await expect(page.getByRole("button", { name: w.submit })).toBeDisabled();
    await page.getByRole("checkbox", { name: w.agree }).check();
    // What the browser sent, read on its way to the sandbox (which keeps it only as a ticket).
    let body: Record<string, unknown> = {};
    await page.route("**/api/v1/auth/contact_list", async (route) => {
      body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
      await route.continue();
    });
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page).toHaveURL(`/app/contact-list/success?eventName=${ENCODED}`);
    expect(body).toMatchObject({
      name: "Rosa Díaz",
      phone: `1${phones[language]}`,
      channel: "suma_event",
      source: "suma_event",
      event_name: EVENT,
      campaign: EVENT,
      organization_name: "Rose CDC",
      language,
    });
    expect(body.timezone).toEqual(expect.any(String));
    await expect(page.getByRole("heading", { level: 1, name: w.thanks })).toBeVisible();
    await scanBothSizes(page);

    await page.getByRole("button", { name: w.again }).click();
    await expect(page).toHaveURL(`/app/contact-list?eventName=${ENCODED}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Stay in touch with Tandem" })).toBeVisible();
  });
}

test("V-14 an empty form lists what is missing at the top and beside each field", async ({ page }) => {
  await page.goto("/app/contact-list/add");
  await page.getByRole("checkbox", { name: words.en.agree }).check();
  await page.getByRole("button", { name: words.en.submit }).click();
  const summary = page.getByRole("alert").filter({ hasText: words.en.problem });
  await expect(summary.getByRole("link")).toHaveCount(4);
  await expect(page.getByLabel(words.en.name)).toHaveAttribute("aria-invalid", "true");
  await summary.getByRole("link", { name: /Mobile number/ }).click();
  await expect(page.getByLabel(words.en.phone)).toBeFocused();
  await scanBothSizes(page);
});
