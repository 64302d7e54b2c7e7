import { createFakeApi, renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { harvestBox, soldOutLoaf, wireCart, wireMember, wireOffering } from "../testing/commerce-fixtures.ts";
import * as cartPage from "../cart/cart-page.tsx";
import * as offeringPage from "./offering-page.tsx";
import * as productPage from "./product-page.tsx";
import { FROM_FOOD_INDEX } from "./offering-visit.ts";

// Why a product is unavailable: on the current API each product says whether it is listed and why it
// cannot be ordered; at 5dd9af6c neither field is there and every product is listed with "Sold out" as before.
const closedPie = {
  ...soldOutLoaf,
  product_id: 230,
  name: "Pumpkin Pie",
  listable: false,
  max_quantity: 0,
  out_of_stock: true,
  out_of_stock_reason: "closed",
  out_of_stock_reason_text: "No longer available",
};
const boughtHoney = {
  ...soldOutLoaf,
  product_id: 231,
  name: "Wildflower Honey",
  listable: true,
  out_of_stock_reason: "purchased",
  out_of_stock_reason_text: "You have already purchased the maximum for this item.",
};
const spanishSoldOut = {
  ...soldOutLoaf,
  out_of_stock_reason: "out_of_stock",
  out_of_stock_reason_text: "\u200c**Agotado** por hoy",
};
const withoutReason = (product: Record<string, unknown>) => {
  const {
    listable: _listable,
    out_of_stock_reason: _reason,
    out_of_stock_reason_text: _text,
    ...rest
  } = product;
  return rest;
};

function renderAt(
  at: Parameters<typeof renderRoute>[1]["at"],
  body: Record<string, unknown>,
  page: Parameters<typeof renderRoute>[0] = offeringPage,
) {
  const api = createFakeApi({
    "GET /me": { body: wireMember() },
    "GET /commerce/offerings/12": { body },
    "PUT /commerce/offerings/12/cart/item": {
      body: wireOffering({ items: [harvestBox], cart: wireCart([]) }),
    },
  });
  const rendered = renderRoute(page, {
    path: page === offeringPage ? routePatterns.offering : routePatterns.product,
    at,
    api,
    routes: [
      { path: routePatterns.product, Component: productPage.Component },
      { path: routePatterns.cart, Component: cartPage.Component },
    ],
  });
  return { ...rendered, api };
}

describe("why a product is unavailable", () => {
  it("leaves a closed product out of the grid and shows the server's reason on another", async () => {
    renderAt("/food/12", wireOffering({ items: [harvestBox, boughtHoney, closedPie] }));
    const honey = await screen.findByRole("link", { name: /Wildflower Honey/ });
    expect(honey).toHaveTextContent("You have already purchased the maximum for this item.");
    expect(honey).not.toHaveTextContent("Sold out");
    expect(screen.getByRole("link", { name: /Harvest Box \(family size\)/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Pumpkin Pie/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows the reason as plain words, without its markdown", async () => {
    renderAt("/food/12", wireOffering({ items: [harvestBox, spanishSoldOut] }));
    const loaf = await screen.findByRole("link", { name: /Whole Wheat Sandwich Loaf/ });
    expect(loaf).toHaveTextContent("Agotado por hoy");
    expect(loaf).not.toHaveTextContent("**");
  });

  it("F-115 keeps today's words without a reason: every product listed, Sold out (API 5dd9af6c)", async () => {
    renderAt("/food/12", wireOffering({ items: [harvestBox, withoutReason(soldOutLoaf)] }));
    const loaf = await screen.findByRole("link", { name: /Whole Wheat Sandwich Loaf/ });
    expect(loaf).toHaveTextContent("Sold out");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("F-124 a full cart still reads Cart full over the server's reason", async () => {
    renderAt("/food/12", wireOffering({ items: [harvestBox, boughtHoney], cart: { cart_full: true } }));
    expect(await screen.findByRole("link", { name: /Wildflower Honey/ })).toHaveTextContent("Cart full");
  });

  it("F-116 the one-product shortcut counts listed products only", async () => {
    const { router } = renderAt(
      { pathname: "/food/12", state: FROM_FOOD_INDEX },
      wireOffering({ items: [harvestBox, closedPie] }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: /Harvest Box \(family size\)/ }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/product/12/208");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("a closed product still opens by its URL, says why, and comes out of the cart", async () => {
    const user = userEvent.setup();
    const { api } = renderAt(
      "/product/12/230",
      wireOffering({ items: [harvestBox, closedPie], cart: wireCart([[230, 1]]) }),
      productPage,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Pumpkin Pie" })).toBeInTheDocument();
    await user.click(
      screen.getByRole("button", { name: "No longer available: remove Pumpkin Pie from the cart" }),
    );
    await expect.poll(() => api.callsTo("PUT /commerce/offerings/12/cart/item")).toHaveLength(1);
    expect(api.callsTo("PUT /commerce/offerings/12/cart/item")[0]?.body).toMatchObject({
      product_id: 230,
      quantity: 0,
    });
  });
});
