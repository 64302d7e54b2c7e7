import { checkoutQueries } from "@tandem/api-client/react";
import { createFakeApi, errorAnswer, renderRoute, wireFixture } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { harvestBox, soldOutLoaf, wireCart, wireMember, wireOffering } from "../testing/commerce-fixtures.ts";
import * as cartPage from "./cart-page.tsx";

const checkout = wireFixture("POST_commerce_offerings_id_checkout");
const usd = (cents: number) => ({ cents, currency: "USD" });

function renderCart(offering: Record<string, unknown>, routes: Record<string, unknown> = {}) {
  const api = createFakeApi({
    "GET /me": { body: wireMember() },
    "GET /commerce/offerings/12": { body: offering },
    ...(routes as Parameters<typeof createFakeApi>[0]),
  });
  const page = renderRoute(cartPage, { path: routePatterns.cart, at: "/cart/12", api });
  return { ...page, user: userEvent.setup() };
}

describe("/cart/{offeringId}", () => {
  it("R-20 F-125 lists each item with its link, vendor, control and price, then the subtotal and the cost lines", async () => {
    renderCart(
      wireOffering({
        cart: wireCart([[208, 2]], {
          customer_cost: usd(5000),
          noncash_ledger_contribution_amount: usd(4000),
          cash_cost: usd(1000),
        }),
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Shopping cart" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Holiday Harvest Box/ })).toHaveAttribute(
      "href",
      "/food/12",
    );
    const row = screen.getByRole("listitem");
    expect(within(row).getByRole("link", { name: "Harvest Box (family size)" })).toHaveAttribute(
      "href",
      "/product/12/208",
    );
    expect(row).toHaveTextContent("From Sauvie Island Organics");
    expect(within(row).getByRole("combobox", { name: /Quantity of/ })).toHaveValue("2");
    expect(row).toHaveTextContent("$50.00");
    const totals = screen.getByRole("region", { name: "Cart total" });
    expect(totals).toHaveTextContent("Subtotal (2 items): $50.00");
    expect(totals).toHaveTextContent("Available credit−$40.00");
    expect(totals).toHaveTextContent("Cost to you$10.00");
  });

  it("F-125 shows only the subtotal and the cost when there is no credit", async () => {
    renderCart(
      wireOffering({
        cart: wireCart([[208, 1]], {
          customer_cost: usd(500),
          noncash_ledger_contribution_amount: usd(0),
          cash_cost: usd(500),
        }),
      }),
    );
    const totals = await screen.findByRole("region", { name: "Cart total" });
    expect(totals).not.toHaveTextContent("Available credit");
    expect(totals).toHaveTextContent("Cost to you$5.00");
  });

  it("F-123 a sold-out item still in the cart can be removed", async () => {
    const { user, api } = renderCart(
      wireOffering({ items: [harvestBox, soldOutLoaf], cart: wireCart([[215, 1]]) }),
      {
        "PUT /commerce/offerings/12/cart/item": { body: wireOffering({ cart: wireCart([]) }) },
      },
    );
    await user.click(
      await screen.findByRole("button", { name: /Sold out: remove Whole Wheat Sandwich Loaf/ }),
    );
    expect(await screen.findByText("Your cart is empty.")).toBeInTheDocument();
    expect(api.callsTo("PUT /commerce/offerings/12/cart/item")[0]?.body).toMatchObject({ quantity: 0 });
  });

  it("F-126 an empty cart says so and leads to the offerings", async () => {
    renderCart(wireOffering({ cart: wireCart([]) }));
    expect(await screen.findByText("Your cart is empty.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Available offerings" })).toHaveAttribute("href", "/food");
    expect(screen.queryByRole("button", { name: "Continue to checkout" })).not.toBeInTheDocument();
  });

  it("F-127 A-33 Continue starts one checkout however often it is tapped and opens it with the answer", async () => {
    let release = () => undefined as void;
    const { user, api, router, context } = renderCart(wireOffering({ cart: wireCart([[208, 1]]) }), {
      "POST /commerce/offerings/12/checkout": () =>
        new Promise((resolve) => {
          release = () => resolve({ body: checkout });
        }),
    });
    const button = await screen.findByRole("button", { name: "Continue to checkout" });
    await user.click(button);
    await user.click(button);
    await user.dblClick(button);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${String(checkout.id)}`));
    expect(api.callsTo("POST /commerce/offerings/12/checkout")).toHaveLength(1);
    const cached = context.queryClient.getQueryData(
      checkoutQueries.detail(context.apiClient, Number(checkout.id)).queryKey,
    );
    expect(cached?.id).toBe(checkout.id);
  });

  it("E-15 a failed start shows the server's message and stays on the cart", async () => {
    const { user, router } = renderCart(wireOffering({ cart: wireCart([[208, 1]]) }), {
      "POST /commerce/offerings/12/checkout": errorAnswer(409, "invalid_order_quantity"),
    });
    await user.click(await screen.findByRole("button", { name: "Continue to checkout" }));
    expect(await screen.findByText("That many aren't available. Please choose fewer.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/cart/12");
  });
});
