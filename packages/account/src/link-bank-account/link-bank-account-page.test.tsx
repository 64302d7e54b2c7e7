import { createFakeApi, errorAnswer, renderRoute, wireFixture, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wireMember, withMemberHeader } from "../testing/payments-fixtures.ts";
import * as linkBankPage from "./link-bank-account-page.tsx";

const CREATE = "POST /payment_instruments/bank_accounts/create";

function fakeApi(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    "GET /me": { body: wireMember() },
    [CREATE]: withMemberHeader(wireFixture("POST_payment_instruments_bank_accounts_create")),
    ...routes,
  });
}

async function renderLinkBank(api: FakeApi = fakeApi(), search = "") {
  const page = renderRoute(linkBankPage, {
    path: routePatterns.linkBankAccount,
    at: `${routePatterns.linkBankAccount}${search}`,
    api,
  });
  await screen.findByRole("heading", { level: 1, name: "Link a bank account" });
  return { ...page, user: userEvent.setup() };
}

const nickname = () => screen.getByLabelText("Nickname");
const routing = () => screen.getByLabelText("Routing number");
const account = () => screen.getByLabelText("Account number");
const confirm = () => screen.getByLabelText("Confirm account number");
const submit = () => screen.getByRole("button", { name: "Link account" });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nickname(), "Rent savings");
  await user.type(routing(), "011000015");
  await user.type(account(), "98760420");
  await user.type(confirm(), "98760420");
}

afterEach(() => vi.useRealTimers());

describe("/link-bank-account", () => {
  it("V-09 leaving Nickname empty shows its error at once; typing into it clears the error", async () => {
    const { user } = await renderLinkBank();
    const field = nickname();
    await user.click(field);
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/This field is required\./);
    await user.type(field, "1");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(field).not.toHaveAccessibleDescription(/This field is required\./);
  });

  it("R-28 F-165 B-06 V-29 has help under each field, checking chosen, and the check dialog from the URL hash", async () => {
    const { user, router } = await renderLinkBank();
    expect(nickname()).toHaveAccessibleDescription(/A name to tell this account apart/);
    expect(routing()).toHaveAccessibleDescription(/9 digits, printed first at the bottom of your checks/);
    expect(account()).toHaveAccessibleDescription(/At least 4 digits/);
    expect(confirm()).toHaveAccessibleDescription(/Type it again/);
    expect(screen.getByRole("radio", { name: "Checking" })).toBeChecked();
    expect(screen.getByText(/allow Tandem to take payments from it/)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Where are these numbers on a check?" }));
    const dialog = await screen.findByRole("dialog", { name: "Finding the numbers on a check" });
    expect(router.state.location.hash).toBe("#check-details");
    expect(within(dialog).getByRole("img", { name: /routing number 123456780/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.hash).toBe(""));
  });

  it("V-25 V-26 V-27 V-28 B-17 submitted empty: each field required, focus on the first", async () => {
    const { user, api } = await renderLinkBank();
    await user.click(submit());
    for (const field of [nickname(), routing(), account(), confirm()]) {
      expect(field).toHaveAccessibleDescription(/This field is required\./);
    }
    await waitFor(() => expect(nickname()).toHaveFocus());
    expect(screen.getByRole("heading", { name: "There is a problem" })).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it.each([
    ["V-26 a routing number of 8 digits", routing, "12345678", /9-digit routing number/],
    ["V-26 a routing number failing the ABA checksum", routing, "123456789", /9-digit routing number/],
    ["V-27 an account number of 3 digits", account, "123", /at least 4 digits/],
  ])("%s is refused beside the field", async (_, field, typed, message) => {
    const { user, api } = await renderLinkBank();
    await fill(user);
    await user.clear(field());
    await user.type(field(), typed);
    await user.click(submit());
    expect(field()).toHaveAccessibleDescription(message);
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it("V-26 V-27 V-28 keeps only digits, and the confirmation must match", async () => {
    const { user } = await renderLinkBank();
    await user.type(routing(), "0110-0001 5x9");
    expect(routing()).toHaveValue("011000015");
    await user.type(account(), "12a345");
    expect(account()).toHaveValue("12345");
    await user.type(confirm(), "12346");
    await user.click(submit());
    expect(confirm()).toHaveAccessibleDescription(/Must match your account number above\./);
  });

  it("F-166 A-43 V-29 links the account (savings chosen) and offers Continue back with it", async () => {
    const { user, api } = await renderLinkBank(fakeApi(), "?returnTo=%2Fcheckout%2F7");
    await fill(user);
    await user.click(screen.getByRole("radio", { name: "Savings" }));
    await user.dblClick(submit());
    expect(await screen.findByRole("heading", { name: "Bank account linked" })).toHaveFocus();
    expect(api.callsTo(CREATE).map((call) => call.body)).toEqual([
      {
        name: "Rent savings",
        routing_number: "011000015",
        account_number: "98760420",
        account_type: "savings",
      },
    ]);
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute(
      "href",
      "/checkout/7?instrumentId=104&instrumentType=bank_account",
    );
  });

  it("F-166 V-29 without returnTo: checking is sent and the success screen offers Go home", async () => {
    const { user, api } = await renderLinkBank();
    await fill(user);
    await user.click(submit());
    await screen.findByRole("heading", { name: "Bank account linked" });
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({ account_type: "checking" });
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/dashboard");
  });

  it("E-21 a refusal shows inline and keeps everything typed", async () => {
    const api = fakeApi({ [CREATE]: errorAnswer(409, "conflicting_bank_account") });
    const { user } = await renderLinkBank(api);
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This bank account is already linked to another Tandem account.",
    );
    expect(submit()).toHaveFocus();
    expect(nickname()).toHaveValue("Rent savings");
    expect(routing()).toHaveValue("011000015");
    expect(account()).toHaveValue("98760420");
    expect(confirm()).toHaveValue("98760420");
  });

  it("F-166 link bank account: a lost answer whose account the member now has is linked, sent once", async () => {
    const { all_payment_instruments: _, ...created } = wireFixture(
      "POST_payment_instruments_bank_accounts_create",
    );
    const before = wireMember().payment_instruments as unknown[];
    let linked = false;
    const api = fakeApi({
      [CREATE]: () => {
        linked = true;
        return Promise.reject(new TypeError("Failed to fetch"));
      },
    });
    api.on("GET /me", () => ({ body: wireMember(linked ? [...before, created] : before) }));
    const { user } = await renderLinkBank(api, "?returnTo=%2Ffunding");
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: "Bank account linked" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute(
      "href",
      "/funding?instrumentId=104&instrumentType=bank_account",
    );
    expect(api.callsTo(CREATE)).toHaveLength(1);
  });

  it("F-166 link bank account: a lost answer tapped again looks at the member's accounts first and links nothing twice", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { all_payment_instruments: _, ...created } = wireFixture(
      "POST_payment_instruments_bank_accounts_create",
    );
    const before = wireMember().payment_instruments as unknown[];
    let linked = false;
    const api = fakeApi({ [CREATE]: () => Promise.reject(new TypeError("Failed to fetch")) });
    api.on("GET /me", () => ({ body: wireMember(linked ? [...before, created] : before) }));
    const page = renderRoute(linkBankPage, { path: routePatterns.linkBankAccount, api });
    await screen.findByRole("heading", { level: 1, name: "Link a bank account" });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await fill(user);
    await user.click(submit());
    await vi.advanceTimersByTimeAsync(5000);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We didn't hear back about saving your payment method. Tap the button again: we will first check",
    );
    // The server applied it late; the member taps again.
    linked = true;
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: "Bank account linked" })).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(page.api.callsTo("GET /me").length).toBeGreaterThan(1);
  });
});
