import { createFakeApi, errorAnswer, renderRoute, wireFixture } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as historyPage from "./order-history-page.tsx";
import * as orderPage from "./order-page.tsx";
import { usd, wireMember } from "../testing/order-fixtures.ts";

const history = wireFixture("GET_commerce_orders");

function renderHistory(routes: Parameters<typeof createFakeApi>[0]) {
  const api = createFakeApi({ "GET /me": { body: wireMember(0) }, ...routes });
  const page = renderRoute(historyPage, {
    path: routePatterns.orderHistory,
    api,
    routes: [{ path: routePatterns.order, Component: orderPage.Component }],
  });
  return { ...page, user: userEvent.setup() };
}

const entry = (serial: string) => screen.getByRole("link", { name: `Order ${serial}` }).closest("li")!;

describe("/order-history", () => {
  it("R-23 F-143 A-38 lists each order with its status line and total, and links back to /food", async () => {
    const placed = {
      id: 1150,
      serial: "1150",
      created_at: "2025-10-01T17:00:00.000+00:00",
      fulfilled_at: null,
      available_for_pickup_at: null,
      total: usd(350),
      image: null,
    };
    renderHistory({
      "GET /commerce/orders": { body: { ...history, items: [...(history.items as unknown[]), placed] } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Order history" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Food" })).toHaveAttribute("href", "/food");
    expect(within(entry("1203")).getByText(/^Available for pickup December 13, 2025$/)).toBeInTheDocument();
    expect(within(entry("1203")).getByText("$25.00")).toBeInTheDocument();
    expect(within(entry("1188")).getByText(/^Claimed on Nov 22, 2025/)).toBeInTheDocument();
    expect(within(entry("1150")).getByText(/^Placed Oct 1, 2025/)).toBeInTheDocument();
    expect(within(entry("1150")).getByText("$3.50")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Order 1203" })).toHaveAttribute("href", "/order/1203");
    expect(screen.queryByText("Your order is ready for pickup.")).not.toBeInTheDocument();
  });

  it("F-142 shows the ready-for-pickup banner linking to /unclaimed-orders when orders wait", async () => {
    const { user } = renderHistory({
      "GET /me": { body: wireMember(2) },
      "GET /commerce/orders": { body: history },
    });
    expect(await screen.findByText("Your order is ready for pickup.")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Claim it" }));
    expect(await screen.findByText("Now at /unclaimed-orders")).toBeInTheDocument();
  });

  it("F-145 says there are no orders yet and offers a button to /food", async () => {
    renderHistory({ "GET /commerce/orders": { body: { ...history, items: [], detailed_orders: [] } } });
    expect(
      await screen.findByRole("heading", { name: "You haven't placed any orders yet." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Order food" })).toHaveAttribute("href", "/food");
  });

  it("F-144 opens an order with the detail the history holds, sending no GET /commerce/orders/{id}", async () => {
    const { user, api } = renderHistory({ "GET /commerce/orders": { body: history } });
    await user.click(await screen.findByRole("link", { name: "Order 1203" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Order 1203" })).toBeInTheDocument();
    expect(api.callsTo("GET /commerce/orders/1203")).toHaveLength(0);
  });

  it("E-18 shows the error view with Try again when the list fails, and loads on retry", async () => {
    const { user, api } = renderHistory({ "GET /commerce/orders": errorAnswer(500, "api_error") });
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    api.on("GET /commerce/orders", { body: history });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Order 1203" })).toBeInTheDocument();
  });
});
