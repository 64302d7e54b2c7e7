import { expect, test, type Page } from "@playwright/test";
import { futureCardExpiry } from "../card-expiry.ts";
import { scanBothSizes, signInToDashboard } from "../dashboard-helpers.ts";
import { historyWords, openFromMenu, recordCalls } from "../history-helpers.ts";

// Private accounts set up step by step, on the current API: a seeded member who owes for a ride and
// has no payment method sets up Lime through the stepper (a card, the balance, the terms), cancels a link and links
// again. Each language has its own member (src/seed/private-setup.ts), as the journey changes the member's state.
const members = { en: "15035550301", es: "15035550302" } as const;

const words = {
  en: {
    description: /Ride Lime scooters at the programme's price/,
    link: "Link App",
    relink: "Re-link App",
    help: "Help",
    title: "Set up Lime",
    steps: "Setup steps",
    stepCard: "Add a payment method",
    stepBalance: "Pay your balance",
    stepTerms: "Agree to the terms",
    stepLink: "Link the app",
    addCard: "Add a card",
    card: {
      name: "Name on card",
      number: "Card number",
      expiry: "Expiration date",
      cvc: "Security code (CVC)",
    },
    submitCard: "Add card",
    terms: /Tandem may create a Lime account on your behalf/,
    agree: "I agree",
    waiting: "Waiting for Lime...",
    cancel: "Cancel",
    cancelled: /Linking cancelled/,
    success: /Open the Lime app and tap the link/,
    backToList: "Back to private accounts",
  },
  es: {
    description: /Usa los patinetes de Lime al precio del programa/,
    link: "Vincular app",
    relink: "Volver a vincular",
    help: "Ayuda",
    title: "Configurar Lime",
    steps: "Pasos de configuración",
    stepCard: "Agrega un método de pago",
    stepBalance: "Paga tu saldo",
    stepTerms: "Acepta los términos",
    stepLink: "Vincula la app",
    addCard: "Agregar una tarjeta",
    card: {
      name: "Nombre en la tarjeta",
      number: "Número de tarjeta",
      expiry: "Fecha de vencimiento",
      cvc: "Código de seguridad (CVC)",
    },
    submitCard: "Agregar tarjeta",
    terms: /Tandem cree una cuenta de Lime en tu nombre/,
    agree: "Acepto",
    waiting: "Esperando a Lime...",
    cancel: "Cancelar",
    cancelled: /Vinculación cancelada/,
    success: /Abre la app de Lime y toca el enlace/,
    backToList: "Volver a cuentas privadas",
  },
} as const;

type Words = (typeof words)[keyof typeof words];

const currentStep = (page: Page, name: string) =>
  expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

async function addCard(page: Page, w: Words) {
  await page.getByRole("link", { name: w.addCard }).click();
  await expect(page).toHaveURL(/\/app\/add-card\?returnToImmediate=%2Fprivate-account%2F\d+$/);
  await page.getByLabel(w.card.name).fill("Tandem Rider");
  await page.getByLabel(w.card.number).fill("4242424242424242");
  await page.getByLabel(w.card.expiry).fill(futureCardExpiry().slashed);
  await page.getByLabel(w.card.cvc).fill("123");
  await page.getByRole("button", { name: w.submitCard }).click();
  await expect(page).toHaveURL(/\/app\/private-account\/\d+\?instrumentId=\d+&instrumentType=card$/);
}

for (const language of ["en", "es"] as const) {
  const w = words[language];

  test(`private account setup (${language}): a card, a paid balance and the terms through the stepper, then cancel a link and link again`, async ({
    page,
    request,
  }) => {
    test.slow();
    await signInToDashboard(page, request, language, members[language]);
    await openFromMenu(page, language, historyWords[language].accountsMenu);
    const lime = page.getByRole("article", { name: "Lime" });
    await expect(lime.getByText(w.description)).toBeVisible();
    await expect(lime.getByRole("button", { name: w.help })).toHaveCount(0);
    await scanBothSizes(page);

    await lime.getByRole("link", { name: w.link }).click();
    await expect(page).toHaveURL(/\/app\/private-account\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    const steps = page.getByRole("list", { name: w.steps }).getByRole("listitem");
    await expect(steps).toHaveText(
      [w.stepCard, w.stepBalance, w.stepTerms, w.stepLink].map((s) => new RegExp(s)),
    );
    await currentStep(page, w.stepCard);
    await scanBothSizes(page);

    // On the current API a new card pays what the member owes in the same call (the add-card form says so), so the
    // balance step is done as the member comes back; paying from the step itself is the page test's.
    const charges = recordCalls(page, /\/payments\/charge_balance$/);
    await addCard(page, w);
    await currentStep(page, w.stepTerms);
    expect(charges).toHaveLength(0);
    const me = (await (await page.request.get("/api/v1/me")).json()) as { chargeable_cash_balance: unknown };
    expect(me.chargeable_cash_balance).toBeNull();
    await expect(page.getByText(w.terms)).toBeVisible();
    await scanBothSizes(page);

    await page.getByRole("button", { name: w.agree }).click();
    await currentStep(page, w.stepLink);
    const pollStarted = page.waitForRequest(/\/poll_for_new_magic_link$/);
    await page.getByRole("button", { name: w.link }).click();
    await expect(page.getByText(w.waiting)).toBeVisible();
    const poll = await pollStarted;
    // Cancel at once, before the sandbox's link arrives (a few seconds after asking): the round in flight stops.
    const aborted = page.waitForEvent("requestfailed", (failed) => failed === poll);
    await page.getByRole("button", { name: w.cancel }).click();
    await aborted;
    await expect(page.getByText(w.cancelled)).toBeVisible();
    await scanBothSizes(page);

    await page.getByRole("button", { name: w.link }).click();
    await expect(page.getByText(w.success)).toBeVisible({ timeout: 20_000 });
    await scanBothSizes(page);
    await page.getByRole("link", { name: w.backToList }).click();
    await expect(page).toHaveURL(/\/app\/private-accounts$/);
    await expect(lime.getByRole("link", { name: w.relink })).toBeVisible();
    await expect(lime.getByRole("button", { name: w.help })).toBeVisible();
  });
}
