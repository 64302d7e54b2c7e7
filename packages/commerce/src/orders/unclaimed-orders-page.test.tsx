import {
  createFakeApi,
  errorAnswer,
  renderRoute,
  wireFixture,
  type FakeHandler,
} from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as orderPage from "./order-page.tsx";
import { wireMember } from "../testing/order-fixtures.ts";
import * as unclaimedPage from "./unclaimed-orders-page.tsx";

const unclaimed = wireFixture("GET_commerce_orders_unclaimed");
const [first] = unclaimed.items as Record<string, unknown>[];
const second = { ...first, id: 1211, serial: "1211" };
const claimedAnswer = wireFixture("POST_commerce_orders_id_claim");

function renderUnclaimed(routes: Record<string, FakeHandler>) {
  const api = createFakeApi({ "GET /me": { body: wireMember(2) }, ...routes });
  const page = renderRoute(unclaimedPage, {
    path: routePatterns.unclaimedOrders,
    api,
    routes: [{ path: routePatterns.order, Component: orderPage.Component }],
  });
  return { ...page, user: userEvent.setup() };
}

const card = (serial: string) => screen.getByRole("article", { name: `Order ${serial}` });

/** Holds a card's claim button with the pointer (real time) for `ms`. */
async function holdPointer(button: HTMLElement, ms: number) {
  fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  fireEvent.pointerUp(button, { pointerId: 1 });
}

describe("/unclaimed-orders", () => {
  it("R-25 A-40 shows the title, the intro and a card per order with its claim control and the B-16 warning", async () => {
    renderUnclaimed({ "GET /commerce/orders/unclaimed": { body: { ...unclaimed, items: [first, second] } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Claim orders" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Order history" })).toHaveAttribute("href", "/order-history");
    for (const serial of ["1210", "1211"]) {
      expect(within(card(serial)).getByRole("button", { name: "Hold to claim" })).toBeInTheDocument();
      expect(within(card(serial)).getByText(/Don't press it before you arrive/)).toBeInTheDocument();
    }
  });

  it("F-152 a 2 s hold claims the order: it leaves the list and the claimed modal shows it, with View order", async () => {
    const { api, user } = renderUnclaimed({
      "GET /commerce/orders/unclaimed": { body: { ...unclaimed, items: [first, second] } },
      "POST /commerce/orders/1210/claim": { body: claimedAnswer },
    });
    await holdPointer(
      within(await screen.findByRole("article", { name: "Order 1210" })).getByRole("button"),
      2100,
    );
    const dialog = await screen.findByRole("dialog", { name: "Order 1210 claimed" });
    expect(api.callsTo("POST /commerce/orders/1210/claim")).toHaveLength(1);
    expect(dialog.textContent).toMatch(/Claimed at Holiday Harvest Box on Dec 13, 2025/);
    const item = within(dialog).getByText("Harvest Box (family size)").closest("li")!;
    expect(within(item).getByText("$25.00 × 1")).toBeInTheDocument();
    expect(item.querySelector("img")?.getAttribute("src")).toMatch(/w=80&h=80/);
    expect(screen.queryByRole("article", { name: "Order 1210" })).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Order 1211" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("link", { name: "View order" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Order 1210" })).toBeInTheDocument();
    // The claim's answer is the order: opening it needs no request.
    expect(api.callsTo("GET /commerce/orders/1210")).toHaveLength(0);
  });

  it("F-152 Close shuts the modal; F-153 with the last order claimed the page says there are none to claim", async () => {
    const { user } = renderUnclaimed({
      "GET /commerce/orders/unclaimed": { body: unclaimed },
      "POST /commerce/orders/1210/claim": { body: claimedAnswer },
    });
    const button = await screen.findByRole("button", { name: "Hold to claim" });
    button.focus();
    fireEvent.keyDown(button, { key: "Enter" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    fireEvent.keyUp(button, { key: "Enter" });
    const dialog = await screen.findByRole("dialog", { name: "Order 1210 claimed" });
    await user.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "You have no orders to claim." })).toBeInTheDocument();
    // The card that opened the modal is gone: focus lands on the page's title, not on nothing.
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Claim orders" })).toHaveFocus(),
    );
  });

  it("F-153 with no unclaimed orders says so and offers the order history", async () => {
    renderUnclaimed({ "GET /commerce/orders/unclaimed": { body: { ...unclaimed, items: [] } } });
    expect(await screen.findByRole("heading", { name: "You have no orders to claim." })).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: "Order history" });
    expect(links.at(-1)).toHaveAttribute("href", "/order-history");
  });

  it("E-19 a refused claim shows the reason in a toast and the order stays in the list", async () => {
    renderUnclaimed({
      "GET /commerce/orders/unclaimed": { body: unclaimed },
      "POST /commerce/orders/1210/claim": errorAnswer(409, "invalid_permissions", {
        message: "Order cannot be claimed",
      }),
    });
    await holdPointer(await screen.findByRole("button", { name: "Hold to claim" }), 2100);
    expect(await screen.findByText("This order can't be claimed.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(card("1210")).toBeInTheDocument();
  });

  it("E-18 shows the error view when the list fails to load", async () => {
    renderUnclaimed({ "GET /commerce/orders/unclaimed": errorAnswer(500, "api_error") });
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
