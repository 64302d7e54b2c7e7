import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";
import { enterCode, latestCode, openStart, startWith, words, type Language } from "./sign-in-helpers.ts";

// Sam Okoye is the sandbox's verified member who has not onboarded; signing in a phone the sandbox does not know
// creates a new member who has not onboarded either, so the Spanish journey uses one of those.
const newMembers: Record<Language, string> = { en: "15035550150", es: "15035550121" };

// Each journey scans every page at two sizes, some pages twice: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** axe at both sizes (WCAG 2.2 AA), phone first. */
async function checkBothSizes(page: Page): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectNoA11yViolations(page);
  }
}

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, limit = 25): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The words of onboarding and regain access in each language, as a member reads them. */
const said = {
  en: {
    welcome: "Welcome to Tandem",
    slides: ["Get around for less", "Help with your bills", "Good food, fair prices"],
    next: "Next slide",
    pause: "Pause slides",
    continue: "Continue",
    signupTitle: "Tell us about yourself",
    name: "Full name",
    address1: "Street address",
    city: "City",
    state: "State",
    zip: "Zip code",
    organization: "Organization",
    notListed: "Not listed",
    submit: "Submit",
    problem: "There is a problem",
    tooShort: "Must be at least 5 characters.",
    finished: "Everything looks good. You're ready to use Tandem!",
    okay: "Okay!",
    regainTitle: "Get back into your account",
    currentPhone: "Current phone number",
    previousPhone: "Previous phone number",
    send: "Send request",
    required: "This field is required.",
    thanks: "Thank you!",
    returnHome: "Return home",
  },
  es: {
    welcome: "Te damos la bienvenida a Tandem",
    slides: ["Muévete por menos", "Ayuda con tus facturas", "Buena comida, precios justos"],
    next: "Diapositiva siguiente",
    pause: "Pausar las diapositivas",
    continue: "Continuar",
    signupTitle: "Cuéntanos sobre ti",
    name: "Nombre completo",
    address1: "Calle y número",
    city: "Ciudad",
    state: "Estado",
    zip: "Código postal",
    organization: "Organización",
    notListed: "No está en la lista",
    submit: "Enviar",
    problem: "Hay un problema",
    tooShort: "Debe tener al menos 5 caracteres.",
    finished: "Todo está en orden. ¡Ya puedes usar Tandem!",
    okay: "¡De acuerdo!",
    regainTitle: "Recupera el acceso a tu cuenta",
    currentPhone: "Número de teléfono actual",
    previousPhone: "Número de teléfono anterior",
    send: "Enviar solicitud",
    required: "Este campo es obligatorio.",
    thanks: "¡Gracias!",
    returnHome: "Volver al inicio",
  },
} as const;

for (const language of ["en", "es"] as const) {
  const s = said[language];
  const phone = newMembers[language];

  test(`R-09 R-10 R-11 a new member onboards (${language})`, async ({ page, request }) => {
    await openStart(page, language);
    await startWith(page, language, phone);
    await enterCode(page, language, await latestCode(request, phone));
    await page.getByRole("button", { name: words[language].verify }).click();
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await expect(page.getByRole("heading", { level: 1, name: s.welcome })).toBeVisible();

    // F-057: the slides move on their own; the member also steps through them, then pauses them.
    await expect(page.getByRole("heading", { level: 2, name: s.slides[1] })).toBeVisible({ timeout: 5000 });
    await page.getByRole("button", { name: s.next }).click();
    await expect(page.getByRole("heading", { level: 2, name: s.slides[2] })).toBeVisible();
    await page.getByRole("button", { name: s.pause }).click();
    await checkBothSizes(page);
    await page.getByRole("link", { name: s.continue }).click();

    await expect(page).toHaveURL(/\/app\/onboarding\/signup$/);
    await expect(page.getByRole("heading", { level: 1, name: s.signupTitle })).toBeVisible();
    await checkBothSizes(page);
    await page.getByLabel(s.name).fill("Sam Okoye");
    await page.getByLabel(s.address1).fill("1500 SE Hawthorne Blvd");
    await page.getByLabel(s.city).fill("Portland");
    await page.getByLabel(s.state).selectOption("Oregon");
    await page.getByLabel(s.zip).fill("9721");
    await page.getByLabel(s.organization).selectOption(s.notListed);
    await page.getByRole("button", { name: s.submit }).click();

    // V-12: the error summary takes focus and links to the zip, which says what is wrong beside it.
    const summary = page.locator(".tdm-error-summary");
    await expect(summary.getByRole("heading", { name: s.problem })).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page.getByLabel(s.zip)).toHaveAccessibleDescription(new RegExp(s.tooShort));
    await checkBothSizes(page);
    await summary.getByRole("link", { name: `${s.zip}: ${s.tooShort}` }).click();
    await expect(page.getByLabel(s.zip)).toBeFocused();
    await page.keyboard.type("4");
    await page.getByRole("button", { name: s.submit }).click();

    await expect(page).toHaveURL(/\/app\/onboarding\/finish$/);
    await expect(page.getByText(s.finished)).toBeVisible();
    await checkBothSizes(page);
    await page.getByRole("link", { name: s.okay }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
}

test("R-07 R-08 F-056 V-08 regain access by keyboard alone (en)", async ({ page }) => {
  const s = said.en;
  await page.goto("/app/regain-account-access");
  await expect(page.getByRole("heading", { level: 1, name: s.regainTitle })).toBeVisible();
  await checkBothSizes(page);
  await tabTo(page, page.getByLabel(s.name));
  await page.keyboard.press("Enter");
  const summary = page.locator(".tdm-error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: new RegExp(s.required) })).toHaveCount(3);
  for (const label of [s.name, s.currentPhone, s.previousPhone]) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(s.required));
  }
  await checkBothSizes(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(s.name)).toBeFocused();
  await page.keyboard.type("Sam Okoye");
  await page.keyboard.press("Tab");
  await page.keyboard.type("5035550199");
  await expect(page.getByLabel(s.currentPhone)).toHaveValue("(503) 555-0199");
  await page.keyboard.press("Tab");
  await page.keyboard.type("5035550150");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/app\/regain-account-access\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: s.thanks })).toBeVisible();
  await checkBothSizes(page);
  await tabTo(page, page.getByRole("link", { name: s.returnHome }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/app\/$/);
});

test("R-07 R-08 F-056 V-08 regain access (es)", async ({ page }) => {
  const s = said.es;
  await page.goto("/app/");
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.getByRole("link", { name: s.continue })).toBeVisible();
  await page.goto("/app/regain-account-access");
  await expect(page.getByRole("heading", { level: 1, name: s.regainTitle })).toBeVisible();
  await page.getByRole("button", { name: s.send }).click();
  await expect(
    page.locator(".tdm-error-summary").getByRole("link", { name: new RegExp(s.required) }),
  ).toHaveCount(3);
  await checkBothSizes(page);
  await page.getByLabel(s.name).fill("Lucía Gómez");
  await page.getByLabel(s.currentPhone).pressSequentially("5035550198");
  await page.getByLabel(s.previousPhone).pressSequentially("5035550158");
  await expect(page.getByLabel(s.previousPhone)).toHaveValue("(503) 555-0158");
  await page.getByRole("button", { name: s.send }).click();
  await expect(page).toHaveURL(/\/app\/regain-account-access\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: s.thanks })).toBeVisible();
  await checkBothSizes(page);
  // F-056: the form was replaced in history, so Back does not return to it.
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/$/);
  await page.goForward();
  await page.getByRole("link", { name: s.returnHome }).click();
  await expect(page).toHaveURL(/\/app\/$/);
});
