import { createFakeApi, errorAnswer, renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { harvestBox, wireCart, wireMember, wireOffering } from "../testing/commerce-fixtures.ts";
import * as offeringPage from "./offering-page.tsx";
import * as productPage from "./product-page.tsx";
import { FROM_FOOD_INDEX } from "./offering-visit.ts";

function renderOffering(
  body: Record<string, unknown>,
  at: Parameters<typeof renderRoute>[1]["at"] = "/food/12",
) {
  const api = createFakeApi({ "GET /me": { body: wireMember() }, "GET /commerce/offerings/12": { body } });
  return renderRoute(offeringPage, {
    path: routePatterns.offering,
    at,
    api,
    routes: [{ path: routePatterns.product, Component: () => <p>Product page</p> }],
  });
}

describe("/food/{id}", () => {
  it("R-18 F-115 shows the offering, the back link, the cart button and each product's price or sold-out text", async () => {
    renderOffering(wireOffering());
    expect(await screen.findByRole("heading", { level: 1, name: "Holiday Harvest Box" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Holiday Harvest Box | Tandem"));
    expect(screen.getByRole("link", { name: /All offerings/ })).toHaveAttribute("href", "/food");
    const box = screen.getByRole("link", { name: /Harvest Box \(family size\)/ });
    expect(box).toHaveAttribute("href", "/product/12/208");
    expect(box).toHaveTextContent("From Sauvie Island Organics");
    // B-03: the discounted price, the regular one struck through.
    expect(within(box).getByText("$25.00")).toBeInTheDocument();
    expect(box.querySelector("s")).toHaveTextContent("Regular price $40.00");
    const loaf = screen.getByRole("link", { name: /Whole Wheat Sandwich Loaf/ });
    expect(loaf).toHaveTextContent("Sold out");
    expect(loaf).not.toHaveTextContent("$6.50");
  });

  it("fetches the offering's picture at once and first, the products' when they are about to show", async () => {
    renderOffering(wireOffering());
    const title = await screen.findByRole("heading", { level: 1, name: "Holiday Harvest Box" });
    const [hero, ...products] = [...(title.closest("section")?.querySelectorAll("img") ?? [])];
    expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(hero).toHaveAttribute("loading", "eager");
    expect(products.length).toBeGreaterThan(0);
    for (const picture of products) expect(picture).toHaveAttribute("loading", "lazy");
  });

  it("F-124 a sold-out product reads Cart full when the cart is full", async () => {
    renderOffering(wireOffering({ cart: { cart_full: true } }));
    const loaf = await screen.findByRole("link", { name: /Whole Wheat Sandwich Loaf/ });
    expect(loaf).toHaveTextContent("Cart full");
  });

  it("F-118 the cart button counts the different products and links to the cart", async () => {
    renderOffering(wireOffering({ cart: wireCart([[208, 3]]) }));
    const cart = await screen.findByRole("link", { name: "Cart 1 item" });
    expect(cart).toHaveAttribute("href", "/cart/12");
    // What shows on the button, beside its icon: the word and the count.
    expect(cart.textContent).toBe("Cart 1");
  });

  it("F-116 an offering of one product opened from the food index goes to that product, replacing the entry", async () => {
    const { router } = renderOffering(wireOffering({ items: [harvestBox] }), {
      pathname: "/food/12",
      state: FROM_FOOD_INDEX,
    });
    expect(await screen.findByText("Product page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/product/12/208");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("F-116 the same offering opened another way shows its grid", async () => {
    renderOffering(wireOffering({ items: [harvestBox] }));
    expect(await screen.findByRole("link", { name: /Harvest Box \(family size\)/ })).toBeInTheDocument();
  });

  it("F-117 an offering without products says so and leads back to the offerings", async () => {
    renderOffering(wireOffering({ items: [] }));
    expect(await screen.findByText(/nothing to order here right now/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Available offerings" })).toHaveAttribute("href", "/food");
  });

  it("E-16 a failed offering load shows the error view", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireMember() },
      "GET /commerce/offerings/12": errorAnswer(403, "forbidden"),
    });
    renderRoute(offeringPage, { path: routePatterns.offering, at: "/food/12", api });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("F-114 F-119 moving to a product and back reads the offering once; the count shows a loader, then follows a cart change (timing: cart-button.test)", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireMember() },
      "GET /commerce/offerings/12": { body: wireOffering({ cart: wireCart([]) }) },
      "PUT /commerce/offerings/12/cart/item": { body: wireOffering({ cart: wireCart([[208, 1]]) }) },
    });
    const user = userEvent.setup();
    renderRoute(offeringPage, {
      path: routePatterns.offering,
      at: "/food/12",
      api,
      routes: [{ path: routePatterns.product, Component: productPage.Component }],
    });
    await user.click(await screen.findByRole("link", { name: /Harvest Box \(family size\)/ }));
    await user.click(await screen.findByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("link", { name: "Cart, updating" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Cart 1 item" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: /Back to Holiday Harvest Box/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Holiday Harvest Box" })).toBeInTheDocument();
    expect(api.callsTo("GET /commerce/offerings/12")).toHaveLength(1);
  });
});
