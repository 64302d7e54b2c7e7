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
import { usd, wireMember, wireOrder } from "../testing/order-fixtures.ts";

const SHEMANSKI = "Pickup at Shemanski Park (Saturdays 8:30am–2pm)";
const LENTS = "Pickup at Lents International Farmers Market (Sundays 9am–2pm)";

function renderOrder(order: Record<string, unknown>, routes: Record<string, FakeHandler> = {}) {
  const api = createFakeApi({
    "GET /me": { body: wireMember(1) },
    [`GET /commerce/orders/${String(order.id)}`]: { body: order },
    ...routes,
  });
  const page = renderRoute(orderPage, { path: routePatterns.order, at: `/order/${String(order.id)}`, api });
  return { ...page, user: userEvent.setup() };
}

/** The innermost element whose whole text matches, however the markdown inside splits it. */
const byWholeText = (pattern: RegExp) =>
  screen.getByText(
    (_, element) =>
      pattern.test(element?.textContent ?? "") &&
      Array.from(element?.children ?? []).every((child) => !pattern.test(child.textContent ?? "")),
  );

const section = (name: string | RegExp) => screen.getByRole("heading", { name }).closest("section")!;
const claimable = () =>
  wireOrder({
    can_claim: true,
    fulfillment_option_editable: false,
    fulfillment_options_for_editing: [],
    available_for_pickup_at: "2025-12-13T16:30:00.000+00:00",
  });

/** Holds the claim button with the keyboard for `ms` (real time) and lets go. */
async function holdSpace(ms: number) {
  const button = screen.getByRole("button", { name: "Hold to claim" });
  fireEvent.keyDown(button, { key: " " });
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  fireEvent.keyUp(button, { key: " " });
}

describe("/order/{id}", () => {
  it("R-24 F-146 A-39 shows the serial, the costs with the undiscounted price struck, and one line per funding transaction", async () => {
    renderOrder(
      wireOrder({
        funding_transactions: [
          { amount: usd(1500), label: "Food subsidy" },
          { amount: usd(1000), label: "Visa x-4242" },
        ],
        handling: usd(150),
        tax: usd(75),
        total: usd(2725),
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Order 1203" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Order 1203 | Tandem"));
    expect(screen.getByRole("img", { name: "Harvest box contents" }).getAttribute("src")).toMatch(
      /w=80&h=80/,
    );
    const costs = section("Costs");
    expect(within(costs).getByText("$40.00").closest("s")).toBeInTheDocument();
    expect(within(costs).getByText("You save $15.00")).toBeInTheDocument();
    expect(within(costs).getByText("$1.50")).toBeInTheDocument();
    expect(within(costs).getByText("$0.75")).toBeInTheDocument();
    expect(within(costs).getByText("$27.25")).toBeInTheDocument();
    expect(within(costs).getByText("Food subsidy: $15.00")).toBeInTheDocument();
    expect(within(costs).getByText("Visa x-4242: $10.00")).toBeInTheDocument();
    const items = section("Items (1)");
    expect(within(items).getByText("Harvest Box (family size)")).toBeInTheDocument();
    expect(within(items).getByText("$25.00 × 1")).toBeInTheDocument();
    // B-13: the description's markdown is rendered, not shown raw.
    expect(within(items).getByText("Sauvie Island").tagName).toBe("STRONG");
    expect(within(items).getByRole("presentation").getAttribute("src")).toMatch(/w=80&h=80/);
  });

  it("D-31 shows both the pickup-available and the picked-up time, and F-151 the claimed note", async () => {
    renderOrder(
      wireOrder({
        fulfilled_at: "2025-12-13T17:02:19.441+00:00",
        fulfillment_option_editable: false,
        fulfillment_options_for_editing: [],
      }),
    );
    const times = await screen.findByRole("heading", { name: "Pickup times" });
    const block = within(times.closest("section")!);
    expect(block.getByText("Ready for pickup").nextElementSibling?.textContent).toMatch(/Dec 13, 2025/);
    expect(block.getByText("Picked up").nextElementSibling?.textContent).toMatch(/Dec 13, 2025/);
    expect(byWholeText(/^Claimed at Holiday Harvest Box on Dec 13, 2025/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hold to claim" })).not.toBeInTheDocument();
  });

  it("F-147 shows the pencil only while fulfillmentOptionEditable", async () => {
    const first = renderOrder(wireOrder());
    expect(await screen.findByRole("button", { name: "Change pickup" })).toBeInTheDocument();
    expect(screen.getByText(SHEMANSKI)).toBeInTheDocument();
    first.unmount();
    renderOrder(wireOrder({ fulfillment_option_editable: false }));
    expect(await screen.findByText(SHEMANSKI)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change pickup" })).not.toBeInTheDocument();
  });

  it("F-147 renders an order without a fulfillment option: no block without options, 'No option chosen' with them", async () => {
    const first = renderOrder(
      wireOrder({
        fulfillment_option: null,
        fulfillment_options_for_editing: [],
        fulfillment_option_editable: false,
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Order 1203" })).toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "Pick up your box at Shemanski Park" }),
    ).not.toBeInTheDocument();
    first.unmount();
    renderOrder(wireOrder({ fulfillment_option: null }));
    expect(await screen.findByText("No option chosen")).toBeInTheDocument();
  });

  it("F-148 A-41 saves another offered option once and shows the answer's option", async () => {
    const { user, api } = renderOrder(wireOrder(), {
      "POST /commerce/orders/1203/modify_fulfillment": {
        body: wireFixture("POST_commerce_orders_id_modify_fulfillment"),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Change pickup" }));
    await user.click(screen.getByRole("radio", { name: new RegExp(LENTS.slice(0, 20)) }));
    await user.click(screen.getByRole("button", { name: "Save pickup" }));
    expect(await screen.findByText(`Pickup changed to ${LENTS}.`)).toBeInTheDocument();
    expect(api.callsTo("POST /commerce/orders/1203/modify_fulfillment")).toHaveLength(1);
    expect(api.callsTo("POST /commerce/orders/1203/modify_fulfillment")[0]?.body).toEqual({ option_id: 72 });
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(within(section("Pick up your box at Shemanski Park")).getByText(LENTS)).toBeInTheDocument();
  });

  it("V-19 keeps save disabled until one of the offered options is chosen", async () => {
    const { user } = renderOrder(
      wireOrder({
        fulfillment_option: { id: 99, description: "Delivery (no longer offered)", address: null },
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Change pickup" }));
    expect(screen.getByRole("button", { name: "Save pickup" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save pickup" })).toHaveAccessibleDescription(
      "Choose one of the options above to save.",
    );
    await user.click(screen.getByRole("radio", { name: new RegExp(SHEMANSKI.slice(0, 20)) }));
    expect(screen.getByRole("button", { name: "Save pickup" })).toBeEnabled();
  });

  it("E-19 D-30 a failed pickup change shows a toast and puts the old choice back", async () => {
    const { user } = renderOrder(wireOrder(), {
      "POST /commerce/orders/1203/modify_fulfillment": errorAnswer(400, "validation_error", {
        message: "Not a valid fulfillment option",
        errors: ["Not a valid fulfillment option"],
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Change pickup" }));
    await user.click(screen.getByRole("radio", { name: new RegExp(LENTS.slice(0, 20)) }));
    await user.click(screen.getByRole("button", { name: "Save pickup" }));
    expect(
      await screen.findByText("That pickup option can't be chosen any more. Please choose another one."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: new RegExp(SHEMANSKI.slice(0, 20)) })).toBeChecked(),
    );
    expect(screen.getByRole("radio", { name: new RegExp(LENTS.slice(0, 20)) })).not.toBeChecked();
  });

  it("F-149 B-16 warns not to press early; a 1 s hold sends nothing, a 2 s hold claims once (F-150, A-42)", async () => {
    const claimed = wireFixture("POST_commerce_orders_id_claim");
    const { api, context } = renderOrder(
      { ...claimable(), id: 1210, serial: "1210" },
      {
        "POST /commerce/orders/1210/claim": {
          body: claimed,
          headers: {
            "suma-current-member": btoa(JSON.stringify(wireMember(0))),
          },
        },
      },
    );
    expect(await screen.findByText(/Don't press it before you arrive/)).toBeInTheDocument();
    expect(byWholeText(/At the pickup table for Holiday Harvest Box/)).toBeInTheDocument();
    await holdSpace(1000);
    expect(api.callsTo("POST /commerce/orders/1210/claim")).toHaveLength(0);
    await holdSpace(2100);
    await waitFor(() => expect(byWholeText(/^Claimed at Holiday Harvest Box on/)).toBeInTheDocument());
    expect(api.callsTo("POST /commerce/orders/1210/claim")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Hold to claim" })).not.toBeInTheDocument();
    // The button is gone; focus moves to the note that says the order was claimed.
    await waitFor(() =>
      expect(byWholeText(/^Claimed at Holiday Harvest Box on/).closest("[tabindex]")).toHaveFocus(),
    );
    // The member follows the answer's header: the unclaimed count drops without another GET /me.
    expect(context.apiClient.currentMember.get()?.unclaimedOrdersCount).toBe(0);
  });

  it("E-19 a refused claim shows a toast and the order stays claimable", async () => {
    renderOrder(claimable(), {
      "POST /commerce/orders/1203/claim": errorAnswer(409, "invalid_permissions", {
        message: "Order cannot be claimed",
      }),
    });
    await screen.findByRole("button", { name: "Hold to claim" });
    await holdSpace(2100);
    expect(await screen.findByText("This order can't be claimed.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hold to claim" })).toBeEnabled();
  });

  it("D-31 a claimable order without a pickup time says it was ready at once", async () => {
    renderOrder({ ...claimable(), available_for_pickup_at: null });
    const times = within((await screen.findByRole("heading", { name: "Pickup times" })).closest("section")!);
    expect(times.getByText("Ready for pickup").nextElementSibling?.textContent).toBe(
      "As soon as it was paid",
    );
    expect(times.getByText("Picked up").nextElementSibling?.textContent).toBe("Not yet");
  });

  it("says when an order was canceled, with no claim control", async () => {
    renderOrder(
      wireOrder({ order_status: "canceled", can_claim: false, fulfillment_option_editable: false }),
    );
    expect(await screen.findByText(/^This order was canceled\./)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hold to claim" })).not.toBeInTheDocument();
  });

  it("E-18 shows the error view when the order fails to load", async () => {
    renderOrder(wireOrder(), { "GET /commerce/orders/1203": errorAnswer(403, "forbidden") });
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
