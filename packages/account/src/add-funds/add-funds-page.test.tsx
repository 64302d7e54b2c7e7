import { createFakeApi, errorAnswer, renderRoute, wireFixture, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wireMember, withMemberHeader } from "../payments/payments-test-fixtures.ts";
import * as addFundsPage from "./add-funds-page.tsx";

const CREATE = "POST /payments/create_funding";

function currencies(overrides: Record<string, unknown> = {}) {
  const list = wireFixture("GET_meta_supported_currencies");
  const [usd] = list.items as Record<string, unknown>[];
  return { ...list, items: [{ ...usd, funding_maximum_cents: 100_000, ...overrides }] };
}

function fakeApi(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    "GET /me": { body: wireMember() },
    "GET /meta/supported_currencies": { body: currencies() },
    [CREATE]: withMemberHeader(wireFixture("POST_payments_create_funding")),
    ...routes,
  });
}

function renderAddFunds(api: FakeApi = fakeApi(), search = "?id=311&paymentMethodType=card") {
  const page = renderRoute(addFundsPage, {
    path: routePatterns.addFunds,
    at: `${routePatterns.addFunds}${search}`,
    api,
  });
  return { ...page, user: userEvent.setup() };
}

const key = (name: string) => screen.getByRole("button", { name });
const submit = () => screen.getByRole("button", { name: "Add funds" });
const amount = () => screen.getByRole("status", { name: "Amount to add" });

async function press(user: ReturnType<typeof userEvent.setup>, keys: string) {
  for (const digit of keys) await user.click(key(digit));
}

afterEach(() => vi.restoreAllMocks());

describe("/add-funds", () => {
  it("R-29 F-167 shows the numpad in the currency, the limits and the statement of the instrument's type", async () => {
    renderAddFunds(fakeApi(), "?id=97&paymentMethodType=bank_account");
    await screen.findByRole("heading", { level: 1, name: "Add funds" });
    expect(screen.getByText(/from Household Checking/)).toBeInTheDocument();
    expect(screen.getByText("From $5.00 to $1,000.00.")).toBeInTheDocument();
    expect(screen.getByText(/2 or 3 business days/)).toBeInTheDocument();
  });

  it("F-168 V-31 V-32 whole dollars only: no leading zero, ⌫ removes a digit, Add funds waits for an amount", async () => {
    const { user } = renderAddFunds();
    await screen.findByRole("heading", { level: 1, name: "Add funds" });
    expect(screen.getByText(/charge this amount to your card now/)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await press(user, "0");
    expect(amount()).toHaveTextContent("$0");
    expect(submit()).toBeDisabled();
    await press(user, "25");
    expect(amount()).toHaveTextContent("$25");
    expect(submit()).toBeEnabled();
    await user.click(key("Delete last digit"));
    expect(amount()).toHaveTextContent("$2");
    expect(screen.queryByRole("button", { name: "." })).not.toBeInTheDocument();
  });

  it("V-30 refuses amounts under the minimum and over the maximum, in money, and sends nothing", async () => {
    const { user, api } = renderAddFunds();
    await screen.findByRole("heading", { level: 1, name: "Add funds" });
    await press(user, "2");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Must be at least $5.00.");
    await press(user, "000");
    expect(await screen.findByRole("alert")).toHaveTextContent("Must be $1,000.00 or less.");
    await user.click(submit());
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it("F-169 A-49 adds the amount in cents once, then replaces the page with the dashboard", async () => {
    const { user, api, router } = renderAddFunds();
    await screen.findByRole("heading", { level: 1, name: "Add funds" });
    await press(user, "25");
    await user.dblClick(submit());
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
    expect(api.callsTo(CREATE).map((call) => call.body)).toEqual([
      { amount: { cents: 2500, currency: "USD" }, payment_instrument_id: 311, payment_method_type: "card" },
    ]);
  });

  it("F-169 E-21 a failure shows inline and keeps the amount", async () => {
    const { user } = renderAddFunds(fakeApi({ [CREATE]: errorAnswer(500, "api_error") }));
    await screen.findByRole("heading", { level: 1, name: "Add funds" });
    await press(user, "25");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(amount()).toHaveTextContent("$25");
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it.each([
    ["an unknown instrument", fakeApi(), "?id=999&paymentMethodType=card", "instrument_not_found"],
    ["a type the id is not", fakeApi(), "?id=311&paymentMethodType=bank_account", "instrument_not_found"],
    [
      "no currency for the type",
      fakeApi({
        "GET /meta/supported_currencies": { body: currencies({ payment_method_types: ["bank_account"] }) },
      }),
      "?id=311&paymentMethodType=card",
      "currency_not_found",
    ],
  ])("E-22 %s shows the error view and logs %s", async (_, api, search, logged) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAddFunds(api, search);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    // The error view logs from an effect, after it is on screen.
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ message: logged })),
    );
  });

  it("E-22 a failed currency load shows the error view", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAddFunds(fakeApi({ "GET /meta/supported_currencies": errorAnswer(500, "api_error") }));
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
  });
});
