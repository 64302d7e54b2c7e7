// Joining through a partner (current API only): a browser follows Cully Commons's
// registration link from the sandbox's demo page, reads the invitation on the welcome page, signs in, accepts
// the invitation from the dashboard, or onboards with the organisation set and locked, or declines it there and
// joins nothing. English and Spanish, axe at both sizes on every new or changed page.
import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../a11y.ts";
import { enterCode, latestCode, startWith, words, type Language } from "../sign-in-helpers.ts";

test.describe.configure({ timeout: 120_000 });

const LINK = "/api/v1/registration_links/rl_cullycommons2026";
// Seeded onboarded members who have not been verified yet (apps/sandbox-api README, "Joining through a partner").
const invited: Record<Language, string> = { en: "15035550401", es: "15035550402" };

const said = {
  en: {
    spanish: null,
    invitedYou: "Cully Commons invited you",
    about: "About Cully Commons",
    continue: "Continue",
    banner: "Cully Commons invited you to join them on Tandem, for more offers and discounts.",
    acceptBanner: "Accept your invitation",
    joinTitle: "Join Cully Commons",
    accept: "Accept the invitation",
    joined: "You joined Cully Commons.",
    waiting: /still verifying your account/,
    invalidTitle: "This invitation can't be used",
    invalidText: /has expired or has already been used/,
    dashboard: "Go to my dashboard",
    onboardingTitle: "Welcome to Tandem",
    signupTitle: "Tell us about yourself",
    name: "Full name",
    address1: "Street address",
    city: "City",
    state: "State",
    zip: "Zip code",
    organization: "Organization",
    lockedHint: "You are joining through Cully Commons's invitation, so your organization is set for you.",
    decline: "I'm not with Cully Commons",
    unaffiliated: "No affiliation",
    submit: "Submit",
    finished: "Everything looks good. You're ready to use Tandem!",
    okay: "Okay!",
  },
  es: {
    spanish: "Español",
    invitedYou: "Cully Commons te invitó",
    about: "Sobre Cully Commons",
    continue: "Continuar",
    banner: "Cully Commons te invitó a unirte a Tandem con ellos, para ver más ofertas y descuentos.",
    acceptBanner: "Acepta tu invitación",
    joinTitle: "Únete a Cully Commons",
    accept: "Aceptar la invitación",
    joined: "Te uniste a Cully Commons.",
    waiting: /verificando tu cuenta/,
    invalidTitle: "Esta invitación no se puede usar",
    invalidText: /venció o ya se usó/,
    dashboard: "Ir a Inicio",
    onboardingTitle: "Te damos la bienvenida a Tandem",
    signupTitle: "Cuéntanos sobre ti",
    name: "Nombre completo",
    address1: "Calle y número",
    city: "Ciudad",
    state: "Estado",
    zip: "Código postal",
    organization: "Organización",
    lockedHint: "Te unes con la invitación de Cully Commons, así que tu organización ya está elegida.",
    decline: "No formo parte de Cully Commons",
    unaffiliated: "Sin afiliación",
    submit: "Enviar",
    finished: "Todo está en orden. ¡Ya puedes usar Tandem!",
    okay: "¡De acuerdo!",
  },
} as const;

/** The bodies the page sends to `POST /me/update`, read as they leave (Playwright's route sees the body as sent). */
async function updatesSent(page: Page): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route("**/api/v1/me/update", async (route) => {
    bodies.push(JSON.parse(route.request().postData() ?? "null"));
    await route.continue();
  });
  return bodies;
}

/** axe at both sizes (WCAG 2.2 AA), phone first. */
async function checkBothSizes(page: Page): Promise<void> {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expectNoA11yViolations(page);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Follows the partner's link from the demo page, lands on the welcome page with its invitation, then signs in. */
async function followAndSignIn(page: Page, language: Language, phone: string): Promise<void> {
  const s = said[language];
  await page.goto("/sandbox/");
  await page.getByRole("link", { name: LINK }).click();
  // The link leads through its code's capture to /app/partner-signup, which sends a visitor to the welcome page once
  // its member check has answered: the app's chunks and that call, slower than 5 s on a loaded machine.
  await expect(page).toHaveURL(/\/app\/$/, { timeout: 20_000 });
  if (s.spanish) await page.getByRole("button", { name: s.spanish }).click();
  await expect(page.getByRole("heading", { level: 2, name: s.invitedYou })).toBeVisible();
  await expect(page.getByText("Cully Commons", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(s.about) })).toHaveAttribute(
    "href",
    "https://example.org/cully-commons",
  );
  await checkBothSizes(page);
  await page.getByRole("link", { name: s.continue }).click();
  await expect(page).toHaveURL(/\/app\/start$/);
  await startWith(page, language, phone);
  await enterCode(page, language, await latestCode(page.request, phone));
  await page.getByRole("button", { name: words[language].verify }).click();
}

for (const language of ["en", "es"] as const) {
  const s = said[language];

  test(`follow a partner link, sign in and accept the invitation from the dashboard (${language})`, async ({
    page,
  }) => {
    await followAndSignIn(page, language, invited[language]);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByText(s.banner)).toBeVisible();
    await expect(page.getByText(s.waiting)).toBeVisible();
    await checkBothSizes(page);

    await page.getByRole("link", { name: s.acceptBanner }).click();
    await expect(page).toHaveURL(/\/app\/partner-signup$/);
    await expect(page.getByRole("heading", { level: 1, name: s.joinTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(s.about) })).toBeVisible();
    await checkBothSizes(page);

    const sent = await updatesSent(page);
    await page.getByRole("button", { name: s.accept }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // The organisation accepted is named: the sandbox joins through the code only on a match.
    expect(sent).toEqual([{ organization_name: "Cully Commons" }]);
    await expect(page.getByText(s.joined)).toBeVisible();
    // Verified now, and the invitation is used up: neither the banner nor the read-only notice is left.
    await expect(page.getByText(s.banner)).toHaveCount(0);
    await expect(page.getByText(s.waiting)).toHaveCount(0);

    // The used link explains itself.
    await page.goto("/app/partner-signup");
    await expect(page.getByRole("heading", { level: 1, name: s.invalidTitle })).toBeVisible();
    await expect(page.getByText(s.invalidText)).toBeVisible();
    await checkBothSizes(page);
    await page.getByRole("link", { name: s.dashboard }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test(`follow a partner link, sign up and onboard with the organisation locked (${language})`, async ({
    page,
  }) => {
    // A phone of this feature's range the sandbox does not know yet: signing in creates the member (a retry gets
    // another one).
    const suffix = (language === "en" ? 10 : 55) + Math.floor(Math.random() * 40);
    const phone = `150355504${String(suffix).padStart(2, "0")}`;
    await followAndSignIn(page, language, phone);
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await expect(page.getByRole("heading", { level: 1, name: s.onboardingTitle })).toBeVisible();
    await page.getByRole("link", { name: s.continue }).click();

    await expect(page).toHaveURL(/\/app\/onboarding\/signup$/);
    await expect(page.getByRole("heading", { level: 1, name: s.signupTitle })).toBeVisible();
    const organization = page.getByLabel(s.organization);
    await expect(organization).toHaveValue("Cully Commons");
    await expect(organization).toHaveAttribute("readonly", "");
    await expect(organization).toHaveAccessibleDescription(s.lockedHint);
    await checkBothSizes(page);
    await page.getByLabel(s.name).fill("Noor Haddad");
    await page.getByLabel(s.address1).fill("4230 NE 72nd Ave");
    await page.getByLabel(s.city).fill("Portland");
    await page.getByLabel(s.state).selectOption("Oregon");
    await page.getByLabel(s.zip).fill("97218");
    const sent = await updatesSent(page);
    await page.getByRole("button", { name: s.submit }).click();
    await expect(page).toHaveURL(/\/app\/onboarding\/finish$/);
    expect(sent).toMatchObject([{ name: "Noor Haddad", organization_name: "Cully Commons" }]);
    await expect(page.getByText(s.finished)).toBeVisible();
    await page.getByRole("link", { name: s.okay }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // Joined and verified through the link while onboarding: no invitation left to accept, nothing read-only.
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Noor Haddad");
    await expect(page.getByText(s.banner)).toHaveCount(0);
    await expect(page.getByText(s.waiting)).toHaveCount(0);
  });

  test(`follow a partner link, sign up and decline the locked organisation: nothing is joined (${language})`, async ({
    page,
  }) => {
    const suffix = (language === "en" ? 50 : 95) + Math.floor(Math.random() * 5);
    const phone = `150355504${String(suffix).padStart(2, "0")}`;
    await followAndSignIn(page, language, phone);
    await expect(page).toHaveURL(/\/app\/onboarding$/);
    await page.getByRole("link", { name: s.continue }).click();
    await expect(page.getByLabel(s.organization)).toHaveValue("Cully Commons");
    await page.getByRole("button", { name: s.decline }).click();
    const organization = page.getByRole("combobox", { name: s.organization });
    await expect(organization).toBeFocused();
    await expect(organization).toHaveValue("");
    await checkBothSizes(page);
    await organization.selectOption(s.unaffiliated);
    await page.getByLabel(s.name).fill("Ines Duarte");
    await page.getByLabel(s.address1).fill("4230 NE 72nd Ave");
    await page.getByLabel(s.city).fill("Portland");
    await page.getByLabel(s.state).selectOption("Oregon");
    await page.getByLabel(s.zip).fill("97218");
    const sent = await updatesSent(page);
    await page.getByRole("button", { name: s.submit }).click();
    await expect(page).toHaveURL(/\/app\/onboarding\/finish$/);
    expect(sent).toMatchObject([{ name: "Ines Duarte", organization_name: s.unaffiliated }]);
    await page.getByRole("link", { name: s.okay }).click();
    // Not joined: still to be verified, and the invitation, unused, can still be accepted later.
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByText(s.waiting)).toBeVisible();
    await expect(page.getByText(s.banner)).toBeVisible();
  });
}
