import { checkoutQueries, offeringQueries } from "@tandem/api-client/react";
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
import { wireMember } from "../testing/commerce-fixtures.ts";
import * as checkoutPage from "./checkout-page.tsx";

type Wire = Record<string, unknown>;
const checkout = wireFixture("GET_commerce_checkouts_id") as Wire & { available_payment_instruments: Wire[] };
const confirmation = wireFixture("POST_commerce_checkouts_id_complete");
const methods = wireFixture("GET_meta_supported_payment_methods");

function renderCheckout(changes: Wire = {}, routes: Record<string, FakeHandler> = {}, at = "/checkout/2317") {
  const api = createFakeApi({
    "GET /me": { body: wireMember() },
    "GET /commerce/checkouts/2317": { body: { ...checkout, ...changes } },
    "GET /meta/supported_payment_methods": { body: methods },
    ...routes,
  });
  const page = renderRoute(checkoutPage, { path: routePatterns.checkout, at, api });
  return { ...page, user: userEvent.setup() };
}

const radio = (name: RegExp | string) => screen.findByRole("radio", { name });

describe("/checkout/{id}", () => {
  it("R-21 F-128 F-129 F-133 F-135 A-34 shows payment, pickup, the items with Edit quantities, and the summary", async () => {
    const { api } = renderCheckout();
    expect(await screen.findByRole("heading", { level: 1, name: "Checkout" })).toBeInTheDocument();
    expect(api.callsTo("GET /commerce/checkouts/2317")).toHaveLength(1);
    expect(screen.getByRole("link", { name: /Back to cart/ })).toHaveAttribute("href", "/cart/12");
    // F-129: the expired card is listed, greyed, without a radio; two radios for the others.
    const payment = screen.getByRole("group", { name: "How are you paying?" });
    expect(within(payment).getAllByRole("radio")).toHaveLength(2);
    expect(await radio(/Umpqua Bank ending in 6789/)).toBeInTheDocument();
    expect(screen.getByText("MasterCard").closest("li")).toHaveTextContent("Expired");
    expect(screen.queryByRole("radio", { name: /MasterCard/ })).not.toBeInTheDocument();
    // F-133: the pickup options, the chosen one checked, and each address opening the maps service.
    expect(await radio(/Shemanski Park/)).toBeChecked();
    const map = screen.getByRole("link", { name: /Address: SE 92nd Ave/ });
    expect(map).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/place\/SE%2092nd/),
    );
    expect(map).toHaveAttribute("target", "_blank");
    // F-135
    const items = screen.getByRole("region", { name: "My cart" });
    expect(items).toHaveTextContent("Harvest Box (family size)");
    expect(items).toHaveTextContent("Quantity: 1");
    expect(within(items).getByRole("link", { name: "Edit quantities" })).toHaveAttribute("href", "/cart/12");
    // F-136 B-04
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(summary).toHaveTextContent("Items (1)$40.00");
    expect(summary).toHaveTextContent("Total savings−$15.00");
    expect(summary).toHaveTextContent("Total before tax$25.00");
    expect(summary).toHaveTextContent("Holiday Food Subsidy−$20.00");
    expect(summary).toHaveTextContent("To be charged$5.00");
    // F-138
    expect(screen.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("button", { name: "Place order" })).toBeInTheDocument();
  });

  it("F-135 a sold-out item of the cart says why, in the server's words", async () => {
    const [item] = checkout.items as { product: Wire; quantity: number }[];
    const soldOut = (product: Wire) => ({ items: [{ ...item, product: { ...item?.product, ...product } }] });
    const reason = { max_quantity: 0, out_of_stock: true, out_of_stock_reason_text: "No longer available" };
    renderCheckout(soldOut(reason));
    const items = await screen.findByRole("region", { name: "My cart" });
    expect(items).toHaveTextContent("No longer available");
    expect(items).not.toHaveTextContent("Sold out");
  });

  it("F-135 without a reason (API 5dd9af6c) a sold-out item of the cart reads Sold out", async () => {
    const [item] = checkout.items as { product: Wire; quantity: number }[];
    const { out_of_stock_reason_text: _text, ...product } = { ...item?.product };
    renderCheckout({ items: [{ ...item, product: { ...product, max_quantity: 0, out_of_stock: true } }] });
    expect(await screen.findByRole("region", { name: "My cart" })).toHaveTextContent("Sold out");
  });

  it("F-131 preselects the instrument the query names, and the summary says where the charge goes", async () => {
    renderCheckout({}, {}, "/checkout/2317?instrumentId=311&instrumentType=card");
    expect(await radio(/Visa ending in 4242/)).toBeChecked();
    expect(screen.getByRole("region", { name: "Order summary" })).toHaveTextContent("Charge to Visa x-4242.");
  });

  it("F-131 the member's own choice wins over the query", async () => {
    const { user } = renderCheckout({}, {}, "/checkout/2317?instrumentId=311&instrumentType=card");
    await user.click(await radio(/Umpqua Bank/));
    expect(await radio(/Umpqua Bank/)).toBeChecked();
    expect(screen.getByRole("region", { name: "Order summary" })).toHaveTextContent(
      "Charge to Household Checking.",
    );
  });

  it("F-130 offers only the supported ways to add a method, coming back to this checkout", async () => {
    renderCheckout({}, { "GET /meta/supported_payment_methods": { body: { ...methods, items: ["card"] } } });
    const add = await screen.findByRole("link", { name: "Add debit/credit card" });
    expect(add).toHaveAttribute("href", "/add-card?returnToImmediate=%2Fcheckout%2F2317");
    expect(screen.queryByRole("link", { name: "Link bank account" })).not.toBeInTheDocument();
  });

  it("F-132 V-17 V-18 with no instruments asks for one and says it is required there and beside the button", async () => {
    const { user, api } = renderCheckout({ available_payment_instruments: [], payment_instrument: null });
    expect(await screen.findByText("Link a new payment method to pay for this order.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText("This field is required.")).toBeInTheDocument();
    expect(screen.getByText(/Before placing your order: choose how you are paying/)).toBeInTheDocument();
    // The links that fix it say so to screen readers too, not only in red.
    for (const name of ["Add debit/credit card", "Link bank account"])
      expect(screen.getByRole("link", { name })).toHaveAccessibleDescription("This field is required.");
    expect(api.callsTo("POST /commerce/checkouts/2317/complete")).toHaveLength(0);
  });

  it("requires a pickup choice whenever there are options", async () => {
    const { user, api } = renderCheckout(
      { fulfillment_option_id: null },
      {},
      "/checkout/2317?instrumentId=311&instrumentType=card",
    );
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    expect(
      await screen.findByText(/Before placing your order: choose how to get your order/),
    ).toBeInTheDocument();
    expect(api.callsTo("POST /commerce/checkouts/2317/complete")).toHaveLength(0);
  });

  it("F-134 A-35 a new pickup choice shows at once and is sent once; the current one sends nothing", async () => {
    let release = () => undefined as void;
    const { user, api } = renderCheckout(
      {},
      {
        "POST /commerce/checkouts/2317/modify_fulfillment": () =>
          new Promise((resolve) => {
            release = () => resolve({ body: { ...checkout, fulfillment_option_id: 72 } });
          }),
      },
    );
    await user.click(await radio(/Shemanski Park/));
    await user.click(await radio(/Lents/));
    expect(await radio(/Lents/)).toBeChecked();
    await user.click(await radio(/Lents/));
    release();
    await waitFor(() =>
      expect(api.callsTo("POST /commerce/checkouts/2317/modify_fulfillment")).toHaveLength(1),
    );
    expect(api.callsTo("POST /commerce/checkouts/2317/modify_fulfillment")[0]?.body).toEqual({
      option_id: 72,
    });
  });

  it("D-30 a failed pickup change shows the server's message and puts the previous choice back", async () => {
    const { user } = renderCheckout(
      {},
      { "POST /commerce/checkouts/2317/modify_fulfillment": errorAnswer(403, "forbidden") },
    );
    await user.click(await radio(/Lents/));
    expect(await screen.findByText("Sorry, this isn't available to your account.")).toBeInTheDocument();
    await waitFor(async () => expect(await radio(/Shemanski Park/)).toBeChecked());
  });

  it("F-137 S-13 an unverified member sees why and has no way to order", async () => {
    renderCheckout({ checkout_prohibited_reason: "member_unverified" });
    expect(await screen.findByText(/Your account is waiting to be verified/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Place order" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Terms of Use" })).not.toBeInTheDocument();
  });

  it("F-139 A-36 places the order once with the chargeable total, drops the cart and opens the confirmation", async () => {
    let release = () => undefined as void;
    const { user, api, router, context } = renderCheckout(
      {},
      {
        "POST /commerce/checkouts/2317/complete": () =>
          new Promise((resolve) => {
            release = () => resolve({ body: confirmation });
          }),
      },
      "/checkout/2317?instrumentId=311&instrumentType=card",
    );
    context.queryClient.setQueryData(offeringQueries.detail(context.apiClient, 12).queryKey, undefined);
    const place = await screen.findByRole("button", { name: "Place order" });
    await user.click(place);
    await user.click(place);
    expect(await screen.findByText("Placing your order…")).toBeInTheDocument();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/2317/confirmation"));
    expect(router.state.historyAction).toBe("REPLACE");
    const calls = api.callsTo("POST /commerce/checkouts/2317/complete");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      charge_amount_cents: 500,
      payment_instrument: { payment_instrument_id: 311, payment_method_type: "card" },
      fulfillment_option_id: 71,
    });
    expect(
      context.queryClient.getQueryData(checkoutQueries.confirmation(context.apiClient, 2317).queryKey),
    ).toBeTruthy();
    expect(context.queryClient.getQueryCache().findAll({ queryKey: offeringQueries.keys.all })).toHaveLength(
      0,
    );
  });

  it("E-17 a declined card shows its message, hides the loader and keeps the page", async () => {
    const { user, api, router } = renderCheckout(
      {},
      {
        "POST /commerce/checkouts/2317/complete": errorAnswer(409, "card_generic"),
      },
      "/checkout/2317?instrumentId=311&instrumentType=card",
    );
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    expect(await screen.findByText(/card was declined/i)).toBeInTheDocument();
    expect(screen.queryByText("Placing your order…")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/checkout/2317");
    expect(api.callsTo("GET /commerce/checkouts/2317/confirmation")).toHaveLength(0);
  });

  it.each([
    ["card_insufficient_funds", /doesn't have enough funds/],
    ["card_expired", /This card has expired/],
    ["card_generic", /Your card was declined/],
  ])(
    "a 409 %s on complete is said at the payment choice with the way on; the cart stays",
    async (code, words) => {
      const { user, api, router, context } = renderCheckout(
        {},
        { "POST /commerce/checkouts/2317/complete": errorAnswer(409, code) },
        "/checkout/2317?instrumentId=311&instrumentType=card",
      );
      // The offering (with its cart) is what a placed order would drop.
      context.queryClient.setQueryData(offeringQueries.keys.all, { cart: "kept" });
      await user.click(await screen.findByRole("button", { name: "Place order" }));
      const section = document.getElementById("checkout-payment-section")!;
      expect(await within(section).findByText(words)).toHaveTextContent(
        "choose another payment method or add a new card",
      );
      expect(within(section).getByRole("link", { name: "Add debit/credit card" })).toHaveAttribute(
        "href",
        expect.stringContaining("/add-card?returnToImmediate="),
      );
      expect(router.state.location.pathname).toBe("/checkout/2317");
      expect(context.queryClient.getQueryData(offeringQueries.keys.all)).toEqual({ cart: "kept" });
      expect(api.callsTo("GET /commerce/checkouts/2317/confirmation")).toHaveLength(0);
    },
  );

  it("a lost answer to Place order is checked before anything is sent again: a placed order opens its confirmation", async () => {
    const { user, api, router } = renderCheckout(
      {},
      {
        "POST /commerce/checkouts/2317/complete": errorAnswer(500, "api_error"),
        "GET /commerce/checkouts/2317/confirmation": { body: confirmation },
      },
      "/checkout/2317?instrumentId=311&instrumentType=card",
    );
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/2317/confirmation"));
    expect(api.callsTo("POST /commerce/checkouts/2317/complete")).toHaveLength(1);
  });

  it("F-128 a completed checkout opened again (reload, Back) goes to its confirmation", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireMember() },
      "GET /commerce/checkouts/2317": errorAnswer(403, "forbidden"),
      "GET /meta/supported_payment_methods": { body: methods },
      "GET /commerce/checkouts/2317/confirmation": { body: confirmation },
    });
    const { router } = renderRoute(checkoutPage, { path: routePatterns.checkout, at: "/checkout/2317", api });
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/2317/confirmation"));
  });

  it("F-128 a checkout that cannot be loaded shows the error view", async () => {
    // A 403 is a checkout the server no longer opens, which the page words (checkout-follows-cart.test.tsx).
    const api = createFakeApi({
      "GET /me": { body: wireMember() },
      "GET /commerce/checkouts/2317": errorAnswer(500, "api_error"),
      "GET /meta/supported_payment_methods": { body: methods },
    });
    renderRoute(checkoutPage, { path: routePatterns.checkout, at: "/checkout/2317", api });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
