import {
  createFakeApi,
  errorAnswer,
  renderRoute,
  wireFixture,
  type FakeHandler,
} from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as cartPage from "../cart/cart-page.tsx";
import { wireCart, wireMember, wireOffering } from "../testing/commerce-fixtures.ts";
import * as checkoutPage from "./checkout-page.tsx";

type Wire = Record<string, unknown>;
const checkout = wireFixture("GET_commerce_checkouts_id") as Wire & { items: Wire[] };
const methods = wireFixture("GET_meta_supported_payment_methods");
const usd = (cents: number) => ({ cents, currency: "USD" });

/** The contract's checkout (one $25 Harvest Box, $20 of it from the subsidy) holding `quantity` boxes. */
function checkoutOf(quantity: number): Wire {
  const [item] = checkout.items;
  return {
    ...checkout,
    items: [{ ...item, quantity }],
    customer_cost: usd(2500 * quantity),
    undiscounted_cost: usd(4000 * quantity),
    savings: usd(1500 * quantity),
    taxable_cost: usd(2500 * quantity),
    total: usd(2500 * quantity),
    chargeable_total: usd(2500 * quantity - 2000),
  };
}

/**
 * The server's checkout follows its cart: the quantity the cart's `PUT …/cart/item` set is the checkout's, and once
 * the cart is empty the checkout answers 403 (and has no confirmation).
 */
function followingServer(routes: Record<string, FakeHandler> = {}) {
  let quantity = 1;
  const offering = () => wireOffering({ cart: wireCart(quantity > 0 ? [[208, quantity]] : []) });
  return createFakeApi({
    "GET /me": { body: wireMember() },
    "GET /meta/supported_payment_methods": { body: methods },
    "GET /commerce/offerings/12": () => ({ body: offering() }),
    "PUT /commerce/offerings/12/cart/item": (request) => {
      quantity = (request.body as { quantity: number }).quantity;
      return { body: offering() };
    },
    "GET /commerce/checkouts/2317": () =>
      quantity > 0 ? { body: checkoutOf(quantity) } : errorAnswer(403, "forbidden"),
    "GET /commerce/checkouts/2317/confirmation": errorAnswer(403, "forbidden"),
    ...routes,
  });
}

function renderCheckout(api = followingServer()) {
  const page = renderRoute(checkoutPage, {
    path: routePatterns.checkout,
    at: "/checkout/2317",
    api,
    routes: [{ path: routePatterns.cart, Component: cartPage.Component }],
  });
  return { ...page, user: userEvent.setup() };
}

/** From the checkout to the cart by "Edit quantities", a new quantity there, and Back to the checkout. */
async function editInCart(page: ReturnType<typeof renderCheckout>, quantity: string) {
  const items = await screen.findByRole("region", { name: "My cart" });
  await page.user.click(within(items).getByRole("link", { name: "Edit quantities" }));
  await page.user.selectOptions(
    await screen.findByRole("combobox", { name: "Quantity of Harvest Box (family size)" }),
    quantity,
  );
  await waitFor(() => expect(page.api.callsTo("PUT /commerce/offerings/12/cart/item")).toHaveLength(1));
  await page.router.navigate(-1);
}

describe("/checkout/{id} after the cart changes", () => {
  it("R-21 F-135 back from editing quantities, shows the cart's new quantity and totals, read again once", async () => {
    const page = renderCheckout();
    expect(await screen.findByRole("region", { name: "My cart" })).toHaveTextContent("Quantity: 1");
    await editInCart(page, "2");
    const items = await screen.findByRole("region", { name: "My cart" });
    await waitFor(() => expect(items).toHaveTextContent("Quantity: 2"));
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(summary).toHaveTextContent("Items (2)$80.00");
    expect(summary).toHaveTextContent("To be charged$30.00");
    expect(page.api.callsTo("GET /commerce/checkouts/2317")).toHaveLength(2);
    // The change carried its action time (the server ignores one without).
    const [put] = page.api.callsTo("PUT /commerce/offerings/12/cart/item");
    expect(put?.body).toMatchObject({
      product_id: 208,
      quantity: 2,
      timestamp: expect.any(Number) as number,
    });
  });

  it("R-21 back from emptying the cart, says the cart is empty and leads to the offering, not to an error", async () => {
    const page = renderCheckout();
    await editInCart(page, "0");
    expect(await screen.findByRole("heading", { level: 2, name: "Your cart is empty" })).toBeInTheDocument();
    expect(screen.getByText(/nothing left to pay for/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Holiday Harvest Box" })).toHaveAttribute(
      "href",
      "/food/12",
    );
    expect(screen.queryByRole("button", { name: "Place order" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("R-21 a checkout answered with no items says the cart is empty and leads to the offering", async () => {
    renderCheckout(followingServer({ "GET /commerce/checkouts/2317": { body: { ...checkout, items: [] } } }));
    expect(await screen.findByRole("heading", { level: 2, name: "Your cart is empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Holiday Harvest Box" })).toHaveAttribute(
      "href",
      "/food/12",
    );
  });

  it("R-21 a checkout the server no longer opens, opened afresh, says so and leads to the offerings", async () => {
    renderCheckout(followingServer({ "GET /commerce/checkouts/2317": errorAnswer(403, "forbidden") }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "This checkout is no longer open" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Available offerings" })).toHaveAttribute("href", "/food");
  });
});
