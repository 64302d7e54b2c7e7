import { createFakeApi, errorAnswer, renderRoute, wireFixture } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { wireMember } from "../testing/commerce-fixtures.ts";
import * as confirmationPage from "./confirmation-page.tsx";

const confirmation = wireFixture("GET_commerce_checkouts_id_confirmation");

function renderConfirmation(unclaimed: number) {
  const api = createFakeApi({
    "GET /me": { body: wireMember({ unclaimed_orders_count: unclaimed }) },
    "GET /commerce/checkouts/2317/confirmation": { body: confirmation },
  });
  return renderRoute(confirmationPage, {
    path: routePatterns.checkoutConfirmation,
    at: "/checkout/2317/confirmation",
    api,
  });
}

describe("/checkout/{id}/confirmation", () => {
  it("R-22 F-140 F-141 A-37 B-04 says the order is placed, lists it and says what to do next", async () => {
    const { api } = renderConfirmation(1);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your order has been placed!" }),
    ).toBeInTheDocument();
    expect(api.callsTo("GET /commerce/checkouts/2317/confirmation")).toHaveLength(1);
    const order = screen.getByRole("region", { name: "My order" });
    expect(order).toHaveTextContent("Harvest Box (family size)");
    expect(order).toHaveTextContent("Quantity: 1");
    expect(order.querySelector("img")?.getAttribute("src")).toMatch(/w=90&h=90/);
    expect(await within(order).findByRole("link", { name: "Claim orders" })).toHaveAttribute(
      "href",
      "/unclaimed-orders",
    );
    const next = screen.getByRole("region", { name: "What to do next" });
    expect(next).toHaveTextContent("Pick up your box at Shemanski Park");
    expect(within(next).getByText("order number").tagName).toBe("STRONG");
    expect(within(next).getByRole("link", { name: /^Address: / })).toHaveAttribute(
      "href",
      expect.stringContaining("https://www.google.com/maps/place/"),
    );
    expect(within(next).getByRole("link", { name: "See my orders" })).toHaveAttribute(
      "href",
      "/order-history",
    );
    expect(screen.getByRole("link", { name: "Find a ride" })).toHaveAttribute("href", "/mobility");
  });

  it("F-140 has no Claim orders button when nothing is waiting to be claimed", async () => {
    renderConfirmation(0);
    expect(await screen.findByRole("region", { name: "My order" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Claim orders" })).not.toBeInTheDocument();
  });

  it("F-141 a confirmation that cannot be loaded shows the error view", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireMember() },
      "GET /commerce/checkouts/2317/confirmation": errorAnswer(403, "forbidden"),
    });
    renderRoute(confirmationPage, {
      path: routePatterns.checkoutConfirmation,
      at: "/checkout/2317/confirmation",
      api,
    });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
