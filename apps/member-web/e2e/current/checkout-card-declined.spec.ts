import { expect, test } from "@playwright/test";
import { futureCardExpiry } from "../card-expiry.ts";
import { foodWords, newMember, offeringId, ordersOf } from "../commerce-helpers.ts";
import { scanBothSizes } from "../dashboard-helpers.ts";

// Against the current API: a card that attaches but declines charges (the provider's test card
// 4000 0000 0000 0341) is refused on complete with 409 card_generic; the checkout says so at the payment choice,
// the member adds another card from there and orders the same cart.
const words = {
  en: {
    declined: /Your card was declined\. Please try another card\. Your cart is saved/,
    card: {
      name: "Name on card",
      number: "Card number",
      expiry: "Expiration date",
      cvc: "Security code (CVC)",
      submit: "Add card",
    },
  },
  es: {
    declined: /Tu carrito está guardado/,
    card: {
      name: "Nombre en la tarjeta",
      number: "Número de tarjeta",
      expiry: "Fecha de vencimiento",
      cvc: "Código de seguridad (CVC)",
      submit: "Agregar tarjeta",
    },
  },
} as const;

for (const language of ["en", "es"] as const) {
  const w = { ...foodWords[language], ...words[language] };

  test(`a card declined on complete is said at the payment choice; another card orders the same cart (${language})`, async ({
    page,
  }) => {
    test.slow();
    await newMember(page, language, { card: false });
    const declining = await page.request.post("/api/v1/payment_instruments/cards/create_stripe", {
      data: { token: { id: "tok_chargeCustomerFail" } },
    });
    expect(declining.ok()).toBe(true);
    const market = await offeringId(page, "Farmers Market Tokens");
    await page.goto(`/app/food/${String(market)}`);
    await page.getByRole("link", { name: new RegExp(w.token5.replace("$", "\\$")) }).click();
    await page.getByRole("button", { name: w.addToCart }).click();
    await page.getByRole("link", { name: w.cart(1) }).click();
    await page.getByRole("button", { name: w.continue }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.checkout })).toBeVisible();
    await page.getByRole("button", { name: w.placeOrder }).click();
    const payment = page.locator("#checkout-payment-section");
    await expect(payment.getByText(w.declined)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: w.checkout })).toBeVisible();
    await scanBothSizes(page);
    await page.setViewportSize({ width: 390, height: 844 });

    await payment.getByRole("link", { name: w.addCard }).click();
    await page.getByLabel(w.card.name).fill("Jamie Buyer");
    await page.getByLabel(w.card.number).fill("4242424242424242");
    await page.getByLabel(w.card.expiry).fill(futureCardExpiry().slashed);
    await page.getByLabel(w.card.cvc).fill("123");
    await page.getByRole("button", { name: w.card.submit }).click();
    await expect(page.getByRole("radio", { name: /4242/ })).toBeChecked();
    await page.getByRole("button", { name: w.placeOrder }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.placed })).toBeVisible();
    expect((await ordersOf(page)).items).toHaveLength(1);
  });
}
