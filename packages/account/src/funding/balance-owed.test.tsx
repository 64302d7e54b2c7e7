import { errorAnswer, createFakeApi, renderRoute, wireFixture } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { wireMember } from "../testing/payments-fixtures.ts";
import * as fundingPage from "./funding-page.tsx";

const OWES = { cents: -450, currency: "USD" };
const owing = (instruments?: unknown[]) => ({ ...wireMember(instruments), chargeable_cash_balance: OWES });
const settled = () => ({ ...wireMember(), chargeable_cash_balance: null });
/** The member's only card, expired: listed, but not usable for funding. */
const expiredOnly = () => {
  const card = (wireMember().payment_instruments as Record<string, unknown>[])[1];
  return [{ ...card, status: "expired", usable_for_funding: false }];
};

function fakeApi(me: Record<string, unknown>, routes = {}) {
  return createFakeApi({
    "GET /me": { body: me },
    "GET /meta/supported_payment_methods": { body: wireFixture("GET_meta_supported_payment_methods") },
    ...routes,
  });
}

async function renderFunding(api: ReturnType<typeof fakeApi>) {
  renderRoute(fundingPage, {
    path: routePatterns.funding,
    api,
    settings: { addFunds: true, cardProvider: { publishableKey: "pk_test_page" } },
  });
  await screen.findByRole("heading", { level: 1, name: "Payment methods" });
  return userEvent.setup();
}

describe("/funding: paying a negative balance", () => {
  it("shows what the member owes and pays it once per tap; the card goes with the answered member", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = fakeApi(owing(), {
      "POST /payments/charge_balance": () => new Promise((resolve) => (answer = resolve)),
    });
    const user = await renderFunding(api);
    expect(screen.getByRole("heading", { level: 2, name: "You owe $4.50" })).toBeInTheDocument();
    const pay = screen.getByRole("button", { name: "Pay $4.50 now" });
    await user.click(pay);
    await user.click(pay);
    answer({ body: settled() });
    expect(await screen.findByText("Paid. Your balance is settled.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "You owe $4.50" })).not.toBeInTheDocument(),
    );
    expect(api.callsTo("POST /payments/charge_balance")).toHaveLength(1);
  });

  it("a 402 charge_balance is said in words under the card, which stays", async () => {
    const api = fakeApi(owing(), { "POST /payments/charge_balance": errorAnswer(402, "charge_balance") });
    const user = await renderFunding(api);
    await user.click(screen.getByRole("button", { name: "Pay $4.50 now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We couldn't charge your balance to this payment method.",
    );
    expect(screen.getByRole("heading", { name: "You owe $4.50" })).toBeInTheDocument();
  });

  it("with no payment method on file, leads to adding a card, which pays the balance, and back", async () => {
    await renderFunding(fakeApi(owing([])));
    expect(screen.getByRole("link", { name: "Add a card to pay $4.50" })).toHaveAttribute(
      "href",
      "/add-card?returnToImmediate=%2Ffunding",
    );
    expect(screen.queryByRole("button", { name: /Pay \$4\.50 now/ })).not.toBeInTheDocument();
  });

  it("with only an expired card, offers no Pay (the backend would refuse it) but adding a card", async () => {
    const api = fakeApi(owing(expiredOnly()));
    await renderFunding(api);
    expect(await screen.findByRole("link", { name: "Add a card to pay $4.50" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Pay \$4\.50 now/ })).not.toBeInTheDocument();
  });

  it("after a refused charge (402), offers another card beside the error", async () => {
    const api = fakeApi(owing(), { "POST /payments/charge_balance": errorAnswer(402, "charge_balance") });
    const user = await renderFunding(api);
    await user.click(screen.getByRole("button", { name: "Pay $4.50 now" }));
    expect(await screen.findByRole("link", { name: "Add another card to pay $4.50" })).toHaveAttribute(
      "href",
      "/add-card?returnToImmediate=%2Ffunding",
    );
  });

  it("names the amount owed now: the member is read afresh when the card shows", async () => {
    let reads = 0;
    const api = fakeApi(owing(), {
      "GET /me": () => {
        reads += 1;
        return {
          body:
            reads === 1 ? owing() : { ...owing(), chargeable_cash_balance: { cents: -925, currency: "USD" } },
        };
      },
    });
    await renderFunding(api);
    expect(await screen.findByRole("button", { name: "Pay $9.25 now" })).toBeInTheDocument();
  });

  it("Pay charges only the amount shown: when the server's balance changed while the page was open, nothing is charged and the new amount is shown to confirm", async () => {
    let owes = OWES;
    const api = fakeApi(owing(), {
      "GET /me": () => ({ body: { ...owing(), chargeable_cash_balance: owes } }),
      "POST /payments/charge_balance": { body: settled() },
    });
    const user = await renderFunding(api);
    const shown = await screen.findByRole("button", { name: "Pay $4.50 now" });
    await waitFor(() => expect(api.callsTo("GET /me").length).toBeGreaterThanOrEqual(2));
    // A ride ends while the page stays open: the server's balance is now $9.25 owed.
    owes = { cents: -925, currency: "USD" };
    await user.click(shown);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "What you owe has changed since this page opened. Nothing was charged: you now owe $9.25.",
    );
    expect(api.callsTo("POST /payments/charge_balance")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Pay $9.25 now" }));
    expect(await screen.findByText("Paid. Your balance is settled.")).toBeInTheDocument();
    expect(api.callsTo("POST /payments/charge_balance")).toHaveLength(1);
  });

  it("at 5dd9af6c (no chargeable_cash_balance in the member) shows no balance card, as before", async () => {
    await renderFunding(fakeApi(wireMember()));
    expect(screen.queryByRole("heading", { name: /You owe/ })).not.toBeInTheDocument();
  });
});
