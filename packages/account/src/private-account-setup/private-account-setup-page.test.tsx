import { createFakeApi, errorAnswer, renderRoute, wireFixture, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as setupPage from "./private-account-setup-page.tsx";

const processed = wireFixture("POST_anon_proxy_vendor_accounts_id_process");
const uiState = processed.ui_state_v1 as Record<string, unknown>;
const withState = (changes: Record<string, unknown>) => ({
  ...processed,
  ui_state_v1: { ...uiState, ...changes },
});
const owing = withState({ has_payment_method: false, balance_payoff_needed: true });
const carded = withState({ balance_payoff_needed: true });
const paid = withState({});
const found = wireFixture("POST_anon_proxy_vendor_accounts_id_poll_for_new_magic_link");
const notYet = { ...found, found_change: false, success_instructions: "" };
const me = wireFixture("GET_me");

const PROCESS = "POST /anon_proxy/vendor_accounts/45/process";
const AUTH = "POST /anon_proxy/vendor_accounts/45/make_auth_request";
const POLL = "POST /anon_proxy/vendor_accounts/45/poll_for_new_magic_link";
const CHARGE = "POST /payments/charge_balance";

function renderSetup(api: FakeApi) {
  const page = renderRoute(setupPage, { path: routePatterns.privateAccount, at: "/private-account/45", api });
  return { ...page, user: userEvent.setup() };
}

// A fake that answers `process` with each account in turn (the last one from then on).
function answersInTurn(...accounts: unknown[]) {
  return () => ({ body: accounts.length > 1 ? accounts.shift() : accounts[0] });
}

const steps = () => within(screen.getByRole("list", { name: "Setup steps" })).getAllByRole("listitem");
const heldPoll = (answer: unknown) => () =>
  new Promise<{ body: unknown }>((resolve) => setTimeout(() => resolve({ body: answer }), 30));

async function reachLink(page: ReturnType<typeof renderSetup>) {
  await page.user.click(await screen.findByRole("button", { name: "I agree" }));
  return screen.findByRole("heading", { level: 2, name: "Link the app" });
}

describe("/private-account/{id}: private accounts set up step by step", () => {
  it("builds the steps from process: a card, the balance, the terms and the link, starting with the card", async () => {
    const api = createFakeApi({ [PROCESS]: { body: owing } });
    renderSetup(api);
    expect(await screen.findByRole("heading", { level: 1, name: "Set up Lime" })).toBeInTheDocument();
    expect(steps().map((step) => step.textContent)).toEqual([
      "1Add a payment method",
      "2Pay your balance",
      "3Agree to the terms",
      "4Link the app",
    ]);
    expect(steps()[0]).toHaveAttribute("aria-current", "step");
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a card" })).toHaveAttribute(
      "href",
      "/add-card?returnToImmediate=%2Fprivate-account%2F45",
    );
    expect(api.callsTo(PROCESS)).toHaveLength(1);
  });

  it("pays the balance once per tap, shows what is owed, then the terms, then links; Cancel stops the polls and linking again works", async () => {
    const member = { ...me, chargeable_cash_balance: { cents: -725, currency: "USD" } };
    const polls = [notYet, notYet, notYet, notYet, notYet, notYet, notYet, notYet];
    const api = createFakeApi({
      "GET /me": { body: member },
      [PROCESS]: answersInTurn(carded, paid),
      [CHARGE]: () => new Promise((resolve) => setTimeout(() => resolve({ body: me }), 30)),
      [AUTH]: { body: paid },
      [POLL]: () => heldPoll(polls.shift() ?? found)(),
    });
    const page = renderSetup(api);
    expect(await screen.findByRole("heading", { level: 2, name: "Pay your balance" })).toBeInTheDocument();
    expect(steps()[0]).toHaveTextContent("(Done)");
    expect(await screen.findByText("You owe $7.25.")).toBeInTheDocument();
    await page.user.dblClick(screen.getByRole("button", { name: "Pay balance now" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Agree to the terms" })).toBeInTheDocument();
    expect(api.callsTo(CHARGE)).toHaveLength(1);
    expect(steps()[1]).toHaveTextContent("(Done)");
    expect(screen.getByText(/suma may create a Lime account/)).toBeInTheDocument();
    await reachLink(page);
    await page.user.click(screen.getByRole("button", { name: "Link App" }));
    expect(await screen.findByText("Waiting for Lime...")).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(POLL).length).toBeGreaterThanOrEqual(1));
    await page.user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText(/Linking cancelled/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 60));
    const afterCancel = api.callsTo(POLL).length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(api.callsTo(POLL)).toHaveLength(afterCancel);
    polls.length = 0;
    await page.user.click(screen.getByRole("button", { name: "Link App" }));
    expect(await screen.findByText("Open Lime")).toBeInTheDocument();
    expect(api.callsTo(AUTH)).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Back to private accounts" })).toHaveAttribute(
      "href",
      "/private-accounts",
    );
  });

  it("Pay balance charges only the amount shown: a balance changed since the step showed is shown to confirm, nothing charged", async () => {
    let owes = { cents: -725, currency: "USD" };
    const api = createFakeApi({
      "GET /me": () => ({ body: { ...me, chargeable_cash_balance: owes } }),
      [PROCESS]: answersInTurn(carded, paid),
      [CHARGE]: { body: me },
    });
    const page = renderSetup(api);
    expect(await screen.findByText("You owe $7.25.")).toBeInTheDocument();
    owes = { cents: -1100, currency: "USD" };
    await page.user.click(screen.getByRole("button", { name: "Pay balance now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "What you owe has changed since this page opened. Nothing was charged: you now owe $11.00.",
    );
    expect(screen.getByText("You owe $11.00.")).toBeInTheDocument();
    expect(api.callsTo(CHARGE)).toHaveLength(0);
    await page.user.click(screen.getByRole("button", { name: "Pay balance now" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Agree to the terms" })).toBeInTheDocument();
    expect(api.callsTo(CHARGE)).toHaveLength(1);
  });

  it("a refused charge (402 charge_balance) says so and offers another card", async () => {
    const api = createFakeApi({ [PROCESS]: { body: carded }, [CHARGE]: errorAnswer(402, "charge_balance") });
    const page = renderSetup(api);
    await page.user.click(await screen.findByRole("button", { name: "Pay balance now" }));
    expect(
      await screen.findByText("We couldn't charge your balance to this payment method."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a different card" })).toHaveAttribute(
      "href",
      "/add-card?returnToImmediate=%2Fprivate-account%2F45",
    );
  });

  it("a lost answer to the charge is followed by a look at the account's process, never a blind resend: paid there, on to the terms", async () => {
    const api = createFakeApi({
      "GET /me": { body: me },
      [PROCESS]: answersInTurn(carded, paid),
      [CHARGE]: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const page = renderSetup(api);
    await page.user.click(await screen.findByRole("button", { name: "Pay balance now" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Agree to the terms" })).toBeInTheDocument();
    const sent = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(sent.slice(sent.indexOf(CHARGE), sent.indexOf(CHARGE) + 2)).toEqual([CHARGE, PROCESS]);
    expect(api.callsTo(CHARGE)).toHaveLength(1);
  });

  it("a lost answer to the charge whose account still asks for the balance says so, sent once", async () => {
    const api = createFakeApi({
      "GET /me": { body: me },
      [PROCESS]: { body: carded },
      [CHARGE]: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const page = renderSetup(api);
    await page.user.click(await screen.findByRole("button", { name: "Pay balance now" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Pay your balance" })).toBeInTheDocument();
    expect(api.callsTo(CHARGE)).toHaveLength(1);
    expect(api.callsTo(PROCESS)).toHaveLength(2);
  });

  it("a lost answer to the charge counts as paid only when GET /me owes nothing, though process stops asking", async () => {
    const api = createFakeApi({
      "GET /me": { body: { ...me, chargeable_cash_balance: { cents: -725, currency: "USD" } } },
      [PROCESS]: answersInTurn(carded, withState({ balance_payoff_needed: false })),
      [CHARGE]: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const page = renderSetup(api);
    await page.user.click(await screen.findByRole("button", { name: "Pay balance now" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Pay your balance" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Agree to the terms" })).not.toBeInTheDocument();
    expect(api.callsTo(CHARGE)).toHaveLength(1);
  });

  it("shows the card step to a member who owes with no usable card, whose account needs none", async () => {
    const api = createFakeApi({
      "GET /me": { body: { ...me, chargeable_cash_balance: { cents: -725, currency: "USD" } } },
      [PROCESS]: {
        body: withState({
          requires_payment_method: false,
          has_payment_method: false,
          balance_payoff_needed: false,
        }),
      },
    });
    renderSetup(api);
    expect(
      await screen.findByRole("heading", { level: 2, name: "Add a payment method" }),
    ).toBeInTheDocument();
  });

  it("402 usage_prohibited_cash_balance on linking explains and leads back to paying the balance", async () => {
    const api = createFakeApi({
      [PROCESS]: answersInTurn(paid, carded),
      [AUTH]: errorAnswer(402, "usage_prohibited_cash_balance"),
    });
    const page = renderSetup(api);
    await reachLink(page);
    await page.user.click(screen.getByRole("button", { name: "Link App" }));
    expect(await screen.findByText(/Your balance is below zero\. Add funds/)).toBeInTheDocument();
    await page.user.click(screen.getByRole("button", { name: "Pay your balance" }));
    expect(await screen.findByRole("button", { name: "Pay balance now" })).toBeInTheDocument();
    expect(api.callsTo(PROCESS)).toHaveLength(2);
    expect(api.callsTo(POLL)).toHaveLength(0);
  });

  it("402 non_member_account on linking explains and leads back to the list", async () => {
    const api = createFakeApi({ [PROCESS]: { body: paid }, [AUTH]: errorAnswer(402, "non_member_account") });
    const page = renderSetup(api);
    await reachLink(page);
    await page.user.click(screen.getByRole("button", { name: "Link App" }));
    expect(await screen.findByText("This service isn't available to your account.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to private accounts" })).toBeInTheDocument();
  });

  it("stops polling when the member leaves the page", async () => {
    const api = createFakeApi({
      [PROCESS]: { body: paid },
      [AUTH]: { body: paid },
      [POLL]: heldPoll(notYet),
    });
    const page = renderSetup(api);
    await reachLink(page);
    await page.user.click(screen.getByRole("button", { name: "Link App" }));
    await waitFor(() => expect(api.callsTo(POLL).length).toBeGreaterThanOrEqual(2));
    await act(() => page.router.navigate("/dashboard"));
    await new Promise((resolve) => setTimeout(resolve, 60));
    const settled = api.callsTo(POLL).length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.callsTo(POLL)).toHaveLength(settled);
  });

  it("goes to the list on a server without process (the spec's version answers 404)", async () => {
    renderSetup(createFakeApi({ [PROCESS]: errorAnswer(404, "not_found") }));
    expect(await screen.findByRole("status", { name: "current page" })).toHaveTextContent(
      "Now at /private-accounts",
    );
  });
});
