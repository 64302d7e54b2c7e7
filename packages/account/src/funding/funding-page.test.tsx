import { buildPaymentInstrument } from "@tandem/api-client/testing";
import { snakeizeKeys } from "@tandem/api-client/wire";
import type { PaymentInstrument } from "@tandem/api-client/schemas";
import { createFakeApi, errorAnswer, renderRoute, wireFixture, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { wireMember } from "../testing/payments-fixtures.ts";
import * as fundingPage from "./funding-page.tsx";

const wire = (overrides: Partial<PaymentInstrument>) => snakeizeKeys(buildPaymentInstrument(overrides));
const bank = (overrides: Partial<PaymentInstrument> = {}) =>
  wire({
    paymentMethodType: "bank_account",
    id: 97,
    name: "Household Checking",
    last4: "6789",
    ...overrides,
    institution: { name: "Umpqua Bank", color: "#00573F", logoSrc: "" },
  });
const card = (overrides: Partial<PaymentInstrument> = {}) => wire({ ...overrides });

function fakeApi(instruments?: unknown[], methods = ["bank_account", "card"], routes = {}) {
  return createFakeApi({
    "GET /me": { body: wireMember(instruments) },
    "GET /meta/supported_payment_methods": {
      body: { ...wireFixture("GET_meta_supported_payment_methods"), items: methods },
    },
    ...routes,
  });
}

async function renderFunding(api: FakeApi = fakeApi(), addFunds = true) {
  const page = renderRoute(fundingPage, {
    path: routePatterns.funding,
    api,
    settings: { addFunds, cardProvider: { publishableKey: "pk_test_page" } },
  });
  await screen.findByRole("heading", { level: 1, name: "Payment methods" });
  return { ...page, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole("heading", { level: 2, name }).closest("section")!;

describe("/funding", () => {
  it("R-26 F-154 F-155 F-156 lists bank accounts and cards with their status, and the other-sources note", async () => {
    await renderFunding();
    const banks = within(section("Bank accounts"));
    expect(banks.getByText("Household Checking")).toBeInTheDocument();
    expect(banks.getByText("Umpqua Bank x-6789")).toBeInTheDocument();
    expect(banks.getByText("Verified")).toBeInTheDocument();
    expect(banks.getByRole("link", { name: "Link another account" })).toHaveAttribute(
      "href",
      "/link-bank-account",
    );
    const cards = within(section("Cards"));
    expect(cards.getByText("Visa x-4242")).toBeInTheDocument();
    expect(cards.getByText("Expires 08/27")).toBeInTheDocument();
    expect(cards.getByRole("link", { name: "Add another card" })).toHaveAttribute("href", "/add-card");
    expect(
      within(section("Other sources")).getByText(/other ways to pay is coming soon/),
    ).toBeInTheDocument();
  });

  it("F-154 A-48 shows only the sections of the supported payment method types", async () => {
    await renderFunding(fakeApi(undefined, ["card"]));
    expect(screen.queryByRole("heading", { name: "Bank accounts" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Cards" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Other sources" })).toBeInTheDocument();
  });

  it("F-155 with none of either, a warning and the first link of each", async () => {
    await renderFunding(fakeApi([]));
    expect(
      within(section("Bank accounts")).getByText("You have no bank account linked yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Link bank account" })).toHaveAttribute(
      "href",
      "/link-bank-account",
    );
    expect(within(section("Cards")).getByText("You have no card on file yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add your card" })).toHaveAttribute("href", "/add-card");
  });

  it("F-156 C-26 pending bank, expired card in red with no badge and the expired notice", async () => {
    await renderFunding(
      fakeApi([
        bank({ status: "unverified", usableForFunding: false }),
        card({ status: "expired", usableForFunding: false, expiresAt: "2024-02-01T00:00:00.000Z" }),
      ]),
    );
    expect(within(section("Bank accounts")).getByText("Pending")).toBeInTheDocument();
    const cards = within(section("Cards"));
    // The card's own line says it has expired, in words as well as in red.
    expect(cards.getByRole("listitem")).toHaveTextContent("Expired 01/24");
    expect(cards.queryByText("Verified")).not.toBeInTheDocument();
    expect(cards.getByText("This payment method has expired. Please add a new one.")).toBeInTheDocument();
  });

  it("F-157 + Funds only with the flag on and for instruments usable for funding", async () => {
    const api = fakeApi([bank({ usableForFunding: false }), card()]);
    const { unmount } = await renderFunding(api);
    expect(screen.getAllByRole("link", { name: /^\+ Funds/ })).toHaveLength(1);
    expect(screen.getByRole("link", { name: /^\+ Funds\s+from Visa x-4242$/ })).toHaveAttribute(
      "href",
      "/add-funds?id=311&paymentMethodType=card",
    );
    unmount();
    await renderFunding(fakeApi([bank(), card()]), false);
    expect(screen.queryByRole("link", { name: /^\+ Funds/ })).not.toBeInTheDocument();
  });

  it("F-158 the gear opens Unlink, whose dialog explains it; Cancel closes it without a request", async () => {
    const { user, api } = await renderFunding();
    await user.click(screen.getByRole("button", { name: "Options for Visa x-4242" }));
    await user.click(screen.getByRole("button", { name: "Unlink account" }));
    const dialog = await screen.findByRole("dialog", { name: "Unlink Visa x-4242?" });
    expect(within(dialog).getByText(/already in progress with it will not be cancelled/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(0);
  });

  it("F-159 A-46 unlinking a card deletes it by type and the line goes; A-44 a bank by its own path", async () => {
    const remaining = {
      ...wireFixture("DELETE_payment_instruments_cards_id"),
      all_payment_instruments: [bank()],
    };
    const api = fakeApi(undefined, undefined, {
      "DELETE /payment_instruments/cards/311": { body: remaining },
      "DELETE /payment_instruments/bank_accounts/97": {
        body: { ...wireFixture("DELETE_payment_instruments_bank_accounts_id"), all_payment_instruments: [] },
      },
    });
    const { user } = await renderFunding(api);
    await user.click(screen.getByRole("button", { name: "Options for Visa x-4242" }));
    await user.click(screen.getByRole("button", { name: "Unlink account" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Unlink" }));
    expect(await screen.findByText("Visa x-4242 was unlinked.")).toBeInTheDocument();
    expect(within(section("Cards")).getByText("You have no card on file yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Options for Household Checking" }));
    await user.click(screen.getByRole("button", { name: "Unlink account" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Unlink" }));
    await waitFor(() => expect(api.callsTo("DELETE /payment_instruments/bank_accounts/97")).toHaveLength(1));
    expect(await screen.findByText("You have no bank account linked yet.")).toBeInTheDocument();
  });

  it("F-159 a failed unlink shows the error in the dialog and keeps the instrument", async () => {
    const api = fakeApi(undefined, undefined, {
      "DELETE /payment_instruments/cards/311": errorAnswer(500, "api_error"),
    });
    const { user } = await renderFunding(api);
    await user.click(screen.getByRole("button", { name: "Options for Visa x-4242" }));
    await user.click(screen.getByRole("button", { name: "Unlink account" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Unlink" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toBeInTheDocument();
    expect(within(section("Cards")).getByText("Visa x-4242")).toBeInTheDocument();
  });

  it("F-159 unlink: a retried DELETE that went through answers resource_not_found, which is done; the member is read again", async () => {
    let deletes = 0;
    let unlinked = false;
    const api = fakeApi(undefined, undefined, {
      // The first answer is lost on the way back; the client sends the DELETE again, and the card is gone by then.
      "DELETE /payment_instruments/cards/311": () => {
        deletes += 1;
        if (deletes === 1) {
          unlinked = true;
          return Promise.reject(new TypeError("Failed to fetch"));
        }
        return errorAnswer(403, "resource_not_found");
      },
    });
    api.on("GET /me", () => ({ body: wireMember(unlinked ? [bank()] : undefined) }));
    const { user } = await renderFunding(api);
    await user.click(screen.getByRole("button", { name: "Options for Visa x-4242" }));
    await user.click(screen.getByRole("button", { name: "Unlink account" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Unlink" }));
    expect(await screen.findByText("Visa x-4242 was unlinked.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(section("Cards")).getByText("You have no card on file yet.")).toBeInTheDocument();
    expect(deletes).toBe(2);
  });

  it("F-159 unlink: resource_not_found for an instrument the member still has is an error, shown in the dialog", async () => {
    const api = fakeApi(undefined, undefined, {
      "DELETE /payment_instruments/cards/311": errorAnswer(403, "resource_not_found"),
    });
    const { user } = await renderFunding(api);
    await user.click(screen.getByRole("button", { name: "Options for Visa x-4242" }));
    await user.click(screen.getByRole("button", { name: "Unlink account" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Unlink" }));
    expect(await within(await screen.findByRole("dialog")).findByRole("alert")).toBeInTheDocument();
    expect(within(section("Cards")).getByText("Visa x-4242")).toBeInTheDocument();
  });
});
