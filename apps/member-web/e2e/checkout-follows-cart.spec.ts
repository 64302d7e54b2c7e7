import { expect, test, type Page } from "@playwright/test";
import { foodWords, newMember, offeringId, ordersOf } from "./commerce-helpers.ts";
import { scanBothSizes } from "./dashboard-helpers.ts";
import type { Language } from "./sign-in-helpers.ts";

/** The words of this journey beyond the shared ones (R-21, F-135, F-136). */
const words = {
  en: {
    editQuantities: "Edit quantities",
    myCart: "My cart",
    quantity: (count: number) => `Quantity: ${String(count)}`,
    toBeCharged: (amount: string) => new RegExp(`To be charged\\s*\\${amount}`),
    emptied: "Your cart is empty",
    backTo: "Back to Farmers Market Tokens",
  },
  es: {
    editQuantities: "Cambiar cantidades",
    myCart: "Mi carrito",
    quantity: (count: number) => `Cantidad: ${String(count)}`,
    toBeCharged: (amount: string) => new RegExp(`Se cobrará\\s*\\${amount}`),
    emptied: "Tu carrito está vacío",
    backTo: "Volver a Fichas del mercado de agricultores",
  },
} as const;

/** A new member with a card puts one $5 Market Token in the cart and starts the checkout. */
async function startCheckoutOfOneToken(page: Page, language: Language) {
  const w = foodWords[language];
  await newMember(page, language);
  const market = await offeringId(page, "Farmers Market Tokens");
  await page.goto(`/app/food/${String(market)}`);
  await page.getByRole("link", { name: new RegExp(w.token5.replace("$", "\\$")) }).click();
  await page.getByRole("button", { name: w.addToCart }).click();
  await page.getByRole("link", { name: w.cart(1) }).click();
  await page.getByRole("button", { name: w.continue }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.checkout })).toBeVisible();
  await expect(page.getByRole("region", { name: words[language].myCart })).toContainText(
    words[language].quantity(1),
  );
  return market;
}

/** From the checkout to the cart by "Edit quantities", a new quantity chosen there, and Back to the checkout. */
async function changeInCart(page: Page, language: Language, quantity: string) {
  const w = foodWords[language];
  await page.getByRole("link", { name: words[language].editQuantities }).click();
  await expect(page.getByRole("heading", { level: 1, name: w.shoppingCart })).toBeVisible();
  await page.getByRole("combobox", { name: w.quantityOf }).selectOption(quantity);
  await page.goBack();
}

for (const language of ["en", "es"] as const) {
  const w = foodWords[language];
  const t = words[language];

  test(
    `checkout (${language}): R-21 F-135 back from the cart with a new quantity, the checkout shows and charges it`,
    { tag: language === "en" ? "@both-versions" : [] },
    async ({ page }) => {
      test.slow();
      await startCheckoutOfOneToken(page, language);
      const before = (await ordersOf(page)).items.length;
      await changeInCart(page, language, "2");
      await expect(page.getByRole("heading", { level: 1, name: w.checkout })).toBeVisible();
      await expect(page.getByRole("region", { name: t.myCart })).toContainText(t.quantity(2));
      await expect(page.getByRole("region", { name: w.summary })).toContainText(t.toBeCharged("$10.00"));
      await scanBothSizes(page);
      await page.getByRole("button", { name: w.placeOrder }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.placed })).toBeVisible();
      const orders = await ordersOf(page);
      expect(orders.items).toHaveLength(before + 1);
      expect(orders.items[0]?.total.cents).toBe(1000);
    },
  );

  test(`checkout (${language}): R-21 back from emptying the cart, the checkout says so and leads to the offering`, async ({
    page,
  }) => {
    test.slow();
    const market = await startCheckoutOfOneToken(page, language);
    await changeInCart(page, language, "0");
    await expect(page.getByRole("heading", { level: 2, name: t.emptied })).toBeVisible();
    await expect(page.getByRole("button", { name: w.placeOrder })).toHaveCount(0);
    await scanBothSizes(page);
    await page.getByRole("link", { name: t.backTo }).click();
    await expect(page).toHaveURL(new RegExp(`/app/food/${String(market)}$`));
    expect((await ordersOf(page)).items).toHaveLength(0);
  });
}
