import { expect, test } from "@playwright/test";
import { foodWords, signInByApi } from "../commerce-helpers.ts";
import { scanBothSizes } from "../dashboard-helpers.ts";

// Why a product is unavailable, on the current API: the Cully pantry's members (apps/sandbox-api
// src/seed/food-availability.ts), one per language so each journey has a cart of its own, holding the closed pie.
const pantry = {
  en: {
    phone: "15035550501",
    weekly: "Cully Pantry Weekly",
    feast: "Cully Feast Box",
    potatoes: "Sweet Potatoes (2 lb)",
    eggs: "Farm Eggs (dozen)",
    honey: "Wildflower Honey",
    purchased: "You have already purchased the maximum for this item.",
    pie: "Pumpkin Pie",
    closed: "No longer available",
    box: "Feast Box",
    maxOrdered: "You have ordered the most items this offering allows.",
    remove: "No longer available: remove Pumpkin Pie from the cart",
  },
  es: {
    phone: "15035550502",
    weekly: "Despensa semanal de Cully",
    feast: "Caja de fiesta de Cully",
    potatoes: "Camotes (2 lb)",
    eggs: "Huevos de granja (docena)",
    honey: "Miel de flores silvestres",
    purchased: "Ya compraste la cantidad máxima de este artículo.",
    pie: "Pastel de calabaza",
    closed: "Ya no está disponible",
    box: "Caja de fiesta",
    maxOrdered: "Ya pediste la cantidad máxima de artículos que permite esta oferta.",
    remove: "Ya no está disponible: quitar Pastel de calabaza del carrito",
  },
} as const;

/** A link's name containing `text` as it is (product names hold brackets). */
const named = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

for (const language of ["en", "es"] as const) {
  const w = { ...foodWords[language], ...pantry[language] };

  test(`product availability (${language}): a closed product is hidden from the grid but opens by URL and leaves the cart; out-of-stock products say why; axe`, async ({
    page,
  }) => {
    test.slow();
    await signInByApi(page, w.phone, language);
    await page.goto("/app/food");
    await page.getByRole("link", { name: named(w.weekly) }).click();

    // The grid lists three products: the closed pie is left out, each unavailable one says why.
    await expect(page.getByRole("heading", { level: 1, name: w.weekly })).toBeVisible();
    const grid = page.getByRole("list").filter({ has: page.getByRole("link", { name: named(w.potatoes) }) });
    await expect(grid.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("link", { name: named(w.pie) })).toHaveCount(0);
    await expect(page.getByRole("link", { name: named(w.honey) })).toContainText(w.purchased);
    await expect(page.getByRole("link", { name: named(w.eggs) })).toContainText(w.soldOut);
    // The pie is still in the cart.
    await expect(page.getByRole("link", { name: w.cart(1) })).toBeVisible();
    await scanBothSizes(page);

    // The honey's page says why it cannot be added.
    await page.getByRole("link", { name: named(w.honey) }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.honey })).toBeVisible();
    await expect(page.getByRole("button", { name: w.purchased })).toBeDisabled();
    await expect(page.getByRole("button", { name: w.addToCart })).toHaveCount(0);
    await scanBothSizes(page);

    // The closed pie opens by its URL, says it is no longer available, and comes out of the cart. Its URL is looked
    // up by its English name: a plain fetch does not carry the app's language.
    const pieId = await page.evaluate(async (name) => {
      const offerings = (await (await fetch("/api/v1/commerce/offerings")).json()) as {
        items: { id: number; description: string }[];
      };
      for (const offering of offerings.items) {
        const detail = (await (await fetch(`/api/v1/commerce/offerings/${String(offering.id)}`)).json()) as {
          items: { name: string; product_id: number; offering_id: number }[];
        };
        const pie = detail.items.find((item) => item.name === name);
        if (pie) return `${String(pie.offering_id)}/${String(pie.product_id)}`;
      }
      return "";
    }, pantry.en.pie);
    await page.goto(`/app/product/${pieId}`);
    await expect(page.getByRole("heading", { level: 1, name: w.pie })).toBeVisible();
    await expect(page.getByRole("button", { name: w.remove })).toContainText(w.closed);
    await scanBothSizes(page);
    await page.getByRole("button", { name: w.remove }).click();
    await expect(page.getByRole("link", { name: w.cart(0) })).toBeVisible();
    await expect(page.getByRole("button", { name: w.closed })).toBeDisabled();

    // The feast offering has one listed product (its closed sauce left out): the food index opens it directly,
    // and it says the offering's limit is reached.
    await page.goto("/app/food");
    await page.getByRole("link", { name: named(w.feast) }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.box })).toBeVisible();
    await expect(page.getByRole("button", { name: w.maxOrdered })).toBeDisabled();
    await scanBothSizes(page);
  });
}
