import { createFakeApi, errorAnswer, renderRoute, type RecordedRequest } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { wireCart, wireMember, wireOffering, wireProduct } from "../testing/commerce-fixtures.ts";
import * as productPage from "./product-page.tsx";

type Wire = Record<string, unknown>;

function renderProduct(
  offering: Wire,
  at = "/product/12/208",
  put?: (request: RecordedRequest) => Wire | Promise<Wire>,
) {
  const api = createFakeApi({
    "GET /me": { body: wireMember() },
    "GET /commerce/offerings/12": { body: offering },
    ...(put
      ? { "PUT /commerce/offerings/12/cart/item": async (request) => ({ body: await put(request) }) }
      : {}),
  });
  const page = renderRoute(productPage, { path: routePatterns.product, at, api });
  return { ...page, user: userEvent.setup() };
}

/** The server's answer to a quantity change: the cart holding what was sent. */
const answering =
  (items?: Wire[]) =>
  (request: RecordedRequest): Wire => {
    const { product_id, quantity } = request.body as { product_id: number; quantity: number };
    return wireOffering({
      ...(items ? { items } : {}),
      cart: wireCart(quantity > 0 ? [[product_id, quantity]] : []),
    });
  };
const answerWith = answering();

const twoDollars = wireProduct({
  customer_price: { cents: 200, currency: "USD" },
  undiscounted_price: { cents: 200, currency: "USD" },
  is_discounted: false,
  discount_amount: { cents: 0, currency: "USD" },
  max_quantity: 20,
});

describe("/product/{offeringId}/{productId}", () => {
  it("R-19 F-120 B-03 shows the name, the price with what it saves, the vendor and the details; back leads to the offering", async () => {
    renderProduct(wireOffering({ cart: wireCart([]) }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Harvest Box (family size)" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Holiday Harvest Box/ })).toHaveAttribute(
      "href",
      "/food/12",
    );
    expect(screen.getByText("$25.00")).toBeInTheDocument();
    expect(document.querySelector("s")).toHaveTextContent("Regular price $40.00");
    expect(screen.getByText("You save $15.00")).toBeInTheDocument();
    expect(screen.getByText("$20.00 paid by your programme credit, $5.00 from you")).toBeInTheDocument();
    expect(screen.getByText("From Sauvie Island Organics")).toBeInTheDocument();
    // B-13: the description's marker means markdown.
    const details = screen.getByRole("region", { name: "Details" });
    expect(within(details).getByText("Sauvie Island").tagName).toBe("STRONG");
    expect(screen.getByRole("img", { name: "Harvest box contents" })).toBeInTheDocument();
  });

  it("F-120 F-121 F-122 A-32 adds, shows the item subtotal, and removes with the quantity list", async () => {
    const { user, api } = renderProduct(
      wireOffering({ items: [twoDollars], cart: wireCart([]) }),
      undefined,
      answering([twoDollars]),
    );
    await user.click(await screen.findByRole("button", { name: "Add to cart" }));
    await user.click(await screen.findByRole("button", { name: "Add one Harvest Box (family size)" }));
    await user.click(screen.getByRole("button", { name: "Add one Harvest Box (family size)" }));
    await waitFor(() => expect(screen.getByText("Item subtotal").parentElement).toHaveTextContent("$6.00"));
    const body = api.callsTo("PUT /commerce/offerings/12/cart/item").at(-1)?.body as Wire;
    expect(body).toMatchObject({ product_id: 208, quantity: 3 });
    expect(body.timestamp).toEqual(expect.any(Number));
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Quantity of Harvest Box (family size)" }),
      "0",
    );
    expect(await screen.findByRole("button", { name: "Add to cart" })).toBeInTheDocument();
    expect(screen.queryByText("Item subtotal")).not.toBeInTheDocument();
    expect(api.callsTo("PUT /commerce/offerings/12/cart/item").at(-1)?.body).toMatchObject({ quantity: 0 });
  });

  it("V-16 lists 0 to 15 for a product allowing 20, and 0 to 4 with plus disabled for one allowing 4", async () => {
    renderProduct(wireOffering({ items: [twoDollars], cart: wireCart([[208, 1]]) }));
    const list = await screen.findByRole("combobox", { name: /Quantity of/ });
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(Array.from({ length: 16 }, (_, n) => String(n)));
  });

  it("V-16 stops at the product's own limit", async () => {
    renderProduct(wireOffering({ items: [{ ...twoDollars, max_quantity: 4 }], cart: wireCart([[208, 4]]) }));
    const list = await screen.findByRole("combobox", { name: /Quantity of/ });
    expect(within(list).getAllByRole("option")).toHaveLength(5);
    expect(screen.getByRole("button", { name: /Add one/ })).toBeDisabled();
  });

  it("F-122 five quick taps on a slow server end on the last answer; older requests are aborted and ignored", async () => {
    const held: { request: RecordedRequest; release: () => void }[] = [];
    const { user, api } = renderProduct(
      wireOffering({ items: [twoDollars], cart: wireCart([]) }),
      undefined,
      (request) =>
        new Promise<Wire>((resolve) =>
          held.push({ request, release: () => resolve(answering([twoDollars])(request)) }),
        ),
    );
    await user.click(await screen.findByRole("button", { name: "Add to cart" }));
    for (let n = 0; n < 4; n++) await user.click(await screen.findByRole("button", { name: /Add one/ }));
    const list = screen.getByRole("combobox", { name: /Quantity of/ });
    expect(list).toHaveValue("5");
    await waitFor(() => expect(held).toHaveLength(5));
    const bodies = held.map(({ request }) => request.body as { quantity: number; timestamp: number });
    expect(bodies.map((b) => b.quantity)).toEqual([1, 2, 3, 4, 5]);
    // Timestamps grow with every change, even within one millisecond.
    expect(bodies.every((b, i) => i === 0 || b.timestamp > (bodies[i - 1]?.timestamp ?? 0))).toBe(true);
    // The latest answers first; the older ones (aborted on the client) change nothing.
    held[4]?.release();
    await waitFor(() => expect(screen.getByText("Item subtotal").parentElement).toHaveTextContent("$10.00"));
    held.slice(0, 4).forEach(({ release }) => release());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("combobox", { name: /Quantity of/ })).toHaveValue("5");
    expect(api.callsTo("GET /commerce/offerings/12")).toHaveLength(1);
  });

  it("F-123 a sold-out product cannot be added: its grey Sold out button is disabled", async () => {
    renderProduct(wireOffering({ cart: wireCart([]) }), "/product/12/215");
    expect(await screen.findByRole("button", { name: "Sold out" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Add to cart" })).not.toBeInTheDocument();
  });

  it("F-123 F-124 a sold-out product in the cart shows the grey button with an X that removes it", async () => {
    const { user, api } = renderProduct(
      wireOffering({ cart: wireCart([[215, 2]], { cart_full: true }) }),
      "/product/12/215",
      answerWith,
    );
    await user.click(
      await screen.findByRole("button", {
        name: "Cart full: remove Whole Wheat Sandwich Loaf from the cart",
      }),
    );
    expect(api.callsTo("PUT /commerce/offerings/12/cart/item")[0]?.body).toMatchObject({
      product_id: 215,
      quantity: 0,
    });
    expect(await screen.findByRole("button", { name: "Sold out" })).toBeDisabled();
  });

  it("E-15 a failed change shows the server's message in a toast and reads the cart again", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireMember() },
      "GET /commerce/offerings/12": { body: wireOffering({ cart: wireCart([]) }) },
      "PUT /commerce/offerings/12/cart/item": errorAnswer(409, "product_unavailable"),
    });
    renderRoute(productPage, { path: routePatterns.product, at: "/product/12/208", api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add to cart" }));
    expect(await screen.findByText("Sorry, this product is no longer available.")).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET /commerce/offerings/12")).toHaveLength(2));
    expect(await screen.findByRole("button", { name: "Add to cart" })).toBeInTheDocument();
  });

  it("E-16 D-24 a missing product shows the error view with a link back to the offering", async () => {
    renderProduct(wireOffering(), "/product/12/999");
    expect(await screen.findByRole("heading", { name: "This product isn't available" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the other products" })).toHaveAttribute("href", "/food/12");
  });
});
