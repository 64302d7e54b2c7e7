import { expect, test } from "@playwright/test";
import { foodWords, newMember, offeringId, ordersOf, signInByApi } from "./commerce-helpers.ts";
import { seeded, scanBothSizes } from "./dashboard-helpers.ts";

// Each purchase is made by a member of its own (commerce-helpers' newMember), so journeys beside these never see
// their carts or orders.
for (const language of ["en", "es"] as const) {
  const w = foodWords[language];

  test(`food (${language}): R-17–R-22 buy two products with a saved card, to the confirmation and the order; sold out cannot be added; axe on every page`, async ({
    page,
  }) => {
    test.slow();
    await newMember(page, language);

    // R-17 B-02: the offerings, without the pantry box that only Home Forward residents may order.
    await page.goto("/app/food");
    await expect(page.getByRole("heading", { level: 1, name: w.food })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(w.harvest) })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(w.pantry) })).toHaveCount(0);
    await scanBothSizes(page);

    // F-123: a sold-out product cannot be added.
    await page.getByRole("link", { name: new RegExp(w.harvest) }).click();
    const loaf = page.getByRole("link", { name: new RegExp(w.loaf) });
    await expect(loaf).toContainText(w.soldOut);
    await scanBothSizes(page);
    await loaf.click();
    await expect(page.getByRole("button", { name: w.soldOut })).toBeDisabled();
    await expect(page.getByRole("button", { name: w.addToCart })).toHaveCount(0);
    await expect(page.getByRole("link", { name: w.cart(0) })).toBeVisible();
    await scanBothSizes(page);
    // After a language switch the product's own words come again in the new language.
    const other = language === "en" ? "es" : "en";
    await page.getByRole("button", { name: other === "es" ? "Español" : "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: foodWords[other].loaf })).toBeVisible();
    await page.getByRole("button", { name: language === "es" ? "Español" : "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.loaf })).toBeVisible();

    // Two products of the market offering: one token of $5 twice, then a $2 token.
    await page.goto("/app/food");
    await page.getByRole("link", { name: new RegExp(w.market) }).click();
    await page.getByRole("link", { name: new RegExp(w.token5.replace("$", "\\$")) }).click();
    await page.getByRole("button", { name: w.addToCart }).click();
    await page.getByRole("button", { name: w.addOne }).click();
    await expect(page.getByRole("combobox", { name: w.quantityOf })).toHaveValue("2");
    await expect(page.getByText(w.itemSubtotal)).toBeVisible();
    // F-119: the cart button follows about half a second after the cart changed.
    await expect(page.getByRole("link", { name: w.cart(1) })).toBeVisible();
    await scanBothSizes(page);
    await page.goBack();
    await page.getByRole("link", { name: new RegExp(w.token2.replace("$", "\\$")) }).click();
    await page.getByRole("button", { name: w.addToCart }).click();
    await expect(page.getByRole("link", { name: w.cart(2) })).toBeVisible();
    await page.getByRole("link", { name: w.cart(2) }).click();

    // R-20 F-125: the cart with both items and its totals.
    await expect(page.getByRole("heading", { level: 1, name: w.shoppingCart })).toBeVisible();
    await expect(page.getByText(w.subtotal)).toBeVisible();
    await scanBothSizes(page);
    await page.getByRole("button", { name: w.continue }).click();

    // the saved card is chosen; the summary says what is charged to it.
    await expect(page.getByRole("heading", { level: 1, name: w.checkout })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Visa/ })).toBeChecked();
    await expect(page.getByRole("region", { name: w.summary })).toContainText("$12.00");
    await scanBothSizes(page);
    const before = (await ordersOf(page)).items.length;
    await page.getByRole("button", { name: w.placeOrder }).click();

    // the confirmation; one new order, paid by the card.
    await expect(page.getByRole("heading", { level: 1, name: w.placed })).toBeVisible();
    await expect(page.getByRole("region", { name: w.myOrder })).toContainText(w.token2);
    await scanBothSizes(page);
    const orders = await ordersOf(page);
    expect(orders.items).toHaveLength(before + 1);
    expect(orders.detailed_orders[0]?.total.cents).toBe(1200);
    expect(orders.detailed_orders[0]?.funding_transactions).toHaveLength(1);
    // Back does not return to a checkout that could be ordered twice.
    await page.goBack();
    await expect(page.getByRole("button", { name: w.placeOrder })).toHaveCount(0);
    // The order is in the member's history.
    await page.goto("/app/food");
    await page.getByRole("link", { name: w.orderHistory }).click();
    await expect(
      page.getByRole("link", { name: new RegExp(orders.items[0]?.serial ?? "none") }),
    ).toBeVisible();
  });
}

test("checkout: S-13 F-137 Tran Nguyen, not yet verified, cannot order", async ({ page }) => {
  await signInByApi(page, seeded.tran, "en");
  const market = await offeringId(page, "Farmers Market Tokens");
  await page.goto(`/app/food/${String(market)}`);
  await page.getByRole("link", { name: /\$5 Market Token/ }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart 1 item" })).toBeVisible();
  await page.getByRole("link", { name: "Cart 1 item" }).click();
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page.getByText(foodWords.en.unverified)).toBeVisible();
  await expect(page.getByRole("button", { name: "Place order" })).toHaveCount(0);
  await expect(page.locator("form").getByRole("link", { name: "Terms of Use" })).toHaveCount(0);
  await scanBothSizes(page);
});
