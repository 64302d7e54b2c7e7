import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y.ts";
import { futureCardExpiry } from "./card-expiry.ts";
import { newMember } from "./commerce-helpers.ts";
import type { Language } from "./sign-in-helpers.ts";

// What the payment pages say in each language, as a member reads them.
const words = {
  en: {
    funding: "Payment methods",
    noCard: "You have no card on file yet.",
    addYourCard: "Add your card",
    linkBank: "Link bank account",
    addCard: "Add a card",
    name: "Name on card",
    number: "Card number",
    expiry: "Expiration date",
    cvc: "Security code (CVC)",
    visa: "Card type: Visa",
    problem: "There is a problem",
    required: "This field is required.",
    badNumber: "Please double check the card number.",
    badExpiry: "Enter the expiration date as MM/YY, with a month from 01 to 12.",
    expired: "This card has expired. The expiration date must be in the future.",
    badCvc: "Please check the security code (CVC) of your card.",
    declined: "Your card was declined. Please try another card.",
    cardLinked: "Card linked",
    goHome: "Go home",
    linkTitle: "Link a bank account",
    nickname: "Nickname",
    routing: "Routing number",
    account: "Account number",
    confirm: "Confirm account number",
    whereOnCheck: "Where are these numbers on a check?",
    checkTitle: "Finding the numbers on a check",
    linkSubmit: "Link account",
    bankLinked: "Bank account linked",
    pending: "Pending",
    verified: "Verified",
    funds: "+ Funds from Visa x-4242",
    addFunds: "Add funds",
    amount: "Amount to add",
    min: "Must be at least $5.00.",
    max: "Must be $100.00 or less.",
    deleteDigit: "Delete last digit",
    options: (name: string) => `Options for ${name}`,
    unlink: "Unlink account",
    unlinkTitle: (name: string) => `Unlink ${name}?`,
    unlinkConfirm: "Unlink",
    unlinked: (name: string) => `${name} was unlinked.`,
    noBank: "You have no bank account linked yet.",
  },
  es: {
    funding: "Métodos de pago",
    noCard: "Todavía no tienes una tarjeta registrada.",
    addYourCard: "Agregar tu tarjeta",
    linkBank: "Vincular cuenta bancaria",
    addCard: "Agregar una tarjeta",
    name: "Nombre en la tarjeta",
    number: "Número de tarjeta",
    expiry: "Fecha de vencimiento",
    cvc: "Código de seguridad (CVC)",
    visa: "Tipo de tarjeta: Visa",
    problem: "Hay un problema",
    required: "Este campo es obligatorio.",
    badNumber: "Revisa el número de tarjeta.",
    badExpiry: "Escribe la fecha de vencimiento como MM/AA, con un mes del 01 al 12.",
    expired: "Esta tarjeta está vencida. La fecha de vencimiento debe ser futura.",
    badCvc: "Revisa el código de seguridad (CVC) de tu tarjeta.",
    declined: "Tu tarjeta fue rechazada. Prueba con otra tarjeta.",
    cardLinked: "Tarjeta vinculada",
    goHome: "Ir al inicio",
    linkTitle: "Vincular una cuenta bancaria",
    nickname: "Apodo",
    routing: "Número de ruta",
    account: "Número de cuenta",
    confirm: "Confirma el número de cuenta",
    whereOnCheck: "¿Dónde están estos números en un cheque?",
    checkTitle: "Cómo encontrar los números en un cheque",
    linkSubmit: "Vincular cuenta",
    bankLinked: "Cuenta bancaria vinculada",
    pending: "Pendiente",
    verified: "Verificada",
    funds: "+ Fondos desde Visa x-4242",
    addFunds: "Agregar fondos",
    amount: "Cantidad a agregar",
    min: "Debe ser al menos $5.00.",
    max: "Debe ser $100.00 o menos.",
    deleteDigit: "Borrar el último dígito",
    options: (name: string) => `Opciones de ${name}`,
    unlink: "Desvincular cuenta",
    unlinkTitle: (name: string) => `¿Desvincular ${name}?`,
    unlinkConfirm: "Desvincular",
    unlinked: (name: string) => `${name} se desvinculó.`,
    noBank: "Todavía no tienes una cuenta bancaria vinculada.",
  },
} as const;

const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** axe at both sizes, ending on the phone size the journey runs at. */
async function scanAtBothSizes(page: Page): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectNoA11yViolations(page);
  }
}

// The digits typed into the forms: they must reach the card provider only, and nothing else (S-14).
const card = { number: "4242424242424242", declined: "4000000000000002", cvc: "817" };
const bank = { routing: "011000015", account: "987654321012" };

/** Types into the focused field and moves on with Tab, by keyboard alone. */
async function typeAndTab(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

async function clearByKeyboard(page: Page, field: Locator): Promise<void> {
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
}

for (const language of ["en", "es"] as const satisfies Language[]) {
  test(
    `R-26 R-27 R-28 R-29 add, refuse, link, fund and unlink, by keyboard, with axe (${language})`,
    { tag: language === "en" ? "@both-versions" : [] },
    async ({ page }) => {
      // One member's whole visit, with an axe scan at both sizes on every page: longer than one page's journey.
      test.setTimeout(180_000);
      const w = words[language];
      const sent: string[] = [];
      const logged: string[] = [];
      page.on("request", (request) => {
        // The card provider is the one place the card may go (F-162, S-14).
        if (!request.url().includes("/sandbox/card-provider/"))
          sent.push(`${request.url()} ${request.postData() ?? ""}`);
      });
      page.on("console", (message) => logged.push(message.text()));
      await newMember(page, language, { card: false });

      await test.step("F-154 F-155 the payment methods page, empty", async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto("/app/funding");
        await expect(page.getByRole("heading", { level: 1, name: w.funding })).toBeVisible({
          timeout: 15_000,
        });
        await expect(page.getByText(w.noCard)).toBeVisible();
        await scanAtBothSizes(page);
        await page.getByRole("link", { name: w.addYourCard }).click();
        await expect(page.getByRole("heading", { level: 1, name: w.addCard })).toBeVisible();
        await scanAtBothSizes(page);
      });

      const name = page.getByLabel(w.name);
      const number = page.getByLabel(w.number);
      const expiry = page.getByLabel(w.expiry);
      const cvc = page.getByLabel(w.cvc);

      await test.step("V-24 B-17 an empty card form: the errors are announced and focus is on the first", async () => {
        await name.focus();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("alert").filter({ hasText: w.problem })).toBeVisible();
        await expect(name).toBeFocused();
        for (const field of [name, number, expiry, cvc])
          await expect(field).toHaveAccessibleDescription(new RegExp(w.required));
        await scanAtBothSizes(page);
      });

      await test.step("V-20 V-21 V-23 F-161 B-05 each broken rule, typed by keyboard alone", async () => {
        await name.focus();
        await typeAndTab(page, "Jamie Buyer");
        await expect(number).toBeFocused();
        await page.keyboard.type("4111111111111112");
        await expect(number).toHaveValue("4111 1111 1111 1112");
        await expect(number).toHaveAccessibleDescription(new RegExp(w.visa));
        await page.keyboard.press("Tab");
        await expect(expiry).toBeFocused();
        await page.keyboard.type("1330");
        // B-05: the fourth digit of the date moves on to the CVC.
        await expect(expiry).toHaveValue("13 / 30");
        await expect(cvc).toBeFocused();
        await page.keyboard.type("1234");
        await page.keyboard.press("Enter");
        await expect(number).toBeFocused();
        await expect(number).toHaveAccessibleDescription(new RegExp(w.badNumber));
        await expect(expiry).toHaveAccessibleDescription(new RegExp(w.badExpiry.replace(/[()/]/g, ".")));
        await expect(cvc).toHaveAccessibleDescription(new RegExp(w.badCvc.replace(/[()]/g, ".")));
      });

      await test.step("V-22 D-19 an expiry already over", async () => {
        await clearByKeyboard(page, number);
        await typeAndTab(page, card.number);
        await clearByKeyboard(page, expiry);
        await page.keyboard.type("0120");
        await clearByKeyboard(page, cvc);
        await page.keyboard.type(card.cvc);
        await page.keyboard.press("Enter");
        await expect(expiry).toBeFocused();
        await expect(expiry).toHaveAccessibleDescription(new RegExp(w.expired));
      });

      await test.step("E-21 a declined test card: the localized decline, nothing lost", async () => {
        await clearByKeyboard(page, number);
        await typeAndTab(page, card.declined);
        await clearByKeyboard(page, expiry);
        await page.keyboard.type(futureCardExpiry().typed);
        await page.keyboard.press("Enter");
        await expect(page.getByRole("alert").filter({ hasText: w.declined })).toBeVisible({
          timeout: 15_000,
        });
        await expect(number).toHaveValue("4000 0000 0000 0002");
        await expect(cvc).toHaveValue(card.cvc);
      });

      await test.step("F-162 F-163 F-164 a valid card is linked", async () => {
        await clearByKeyboard(page, number);
        await page.keyboard.type(card.number);
        await cvc.focus();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("heading", { name: w.cardLinked })).toBeFocused({ timeout: 15_000 });
        await scanAtBothSizes(page);
      });

      await test.step("F-165 B-06 F-166 link a bank account, with the check dialog", async () => {
        await page.goto("/app/funding");
        await page.getByRole("link", { name: w.linkBank }).click();
        await expect(page.getByRole("heading", { level: 1, name: w.linkTitle })).toBeVisible();
        await scanAtBothSizes(page);
        await page.getByRole("link", { name: w.whereOnCheck }).click();
        await expect(page).toHaveURL(/#check-details$/);
        await expect(page.getByRole("dialog", { name: w.checkTitle })).toBeVisible();
        await scanAtBothSizes(page);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
        await page.getByLabel(w.nickname).focus();
        await typeAndTab(page, "Rent savings");
        // The routing number's help link comes first.
        await expect(page.getByRole("link", { name: w.whereOnCheck })).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(page.getByLabel(w.routing)).toBeFocused();
        await typeAndTab(page, bank.routing);
        await typeAndTab(page, bank.account);
        await page.keyboard.type(bank.account);
        await page.keyboard.press("Enter");
        await expect(page.getByRole("heading", { name: w.bankLinked })).toBeFocused({ timeout: 15_000 });
        await scanAtBothSizes(page);
      });

      await test.step("F-156 F-157 both listed; + Funds from the card", async () => {
        await page.goto("/app/funding");
        await expect(page.getByText("Rent savings")).toBeVisible();
        await expect(page.getByText(w.pending)).toBeVisible();
        await expect(page.getByText(w.verified)).toBeVisible();
        await scanAtBothSizes(page);
        await page.getByRole("link", { name: w.funds }).click();
        await expect(page.getByRole("heading", { level: 1, name: w.addFunds })).toBeVisible();
        await scanAtBothSizes(page);
      });

      await test.step("V-30 V-31 F-169 funds outside the limits are refused, within them added", async () => {
        const submit = page.getByRole("button", { name: w.addFunds });
        const key = (digit: string) => page.getByRole("button", { name: digit, exact: true });
        await expect(submit).toBeDisabled();
        await key("2").click();
        await submit.click();
        await expect(page.getByRole("alert").filter({ hasText: w.min })).toBeVisible();
        await key("0").click();
        await key("0").click();
        await expect(page.getByRole("alert").filter({ hasText: w.max })).toBeVisible();
        await scanAtBothSizes(page);
        await page.getByRole("button", { name: w.deleteDigit }).click();
        await expect(page.getByRole("status", { name: w.amount })).toHaveText("$20");
        await submit.click();
        await expect(page).toHaveURL(/\/app\/dashboard$/, { timeout: 15_000 });
      });

      await test.step("F-158 F-159 unlink the bank account", async () => {
        await page.goto("/app/funding");
        await page.getByRole("button", { name: w.options("Rent savings") }).click();
        await page.getByRole("button", { name: w.unlink }).click();
        await expect(page.getByRole("dialog", { name: w.unlinkTitle("Rent savings") })).toBeVisible();
        await scanAtBothSizes(page);
        await page.getByRole("button", { name: w.unlinkConfirm, exact: true }).click();
        await expect(page.getByText(w.unlinked("Rent savings"))).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(w.noBank)).toBeVisible();
      });

      await test.step("S-14 no card, CVC or bank number left the provider call, the console or storage", async () => {
        const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
        const cvcField = new RegExp(`cvc\\W+${card.cvc}`);
        for (const text of [...sent, ...logged, stored]) {
          for (const secret of [card.number, card.declined, bank.account]) expect(text).not.toContain(secret);
          expect(text).not.toMatch(cvcField);
        }
      });
    },
  );
}
