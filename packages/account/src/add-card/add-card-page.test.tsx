import { createFakeApi, errorAnswer, renderRoute, wireFixture, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wireMember, withMemberHeader } from "../testing/payments-fixtures.ts";
import * as addCardPage from "./add-card-page.tsx";

const PROVIDER = "POST /sandbox/card-provider/v1/tokens";
const CREATE = "POST /payment_instruments/cards/create_stripe";
const token = { id: "tok_1Pq", object: "token", card: { brand: "Visa", last4: "4242" } };

function fakeApi(routes: Parameters<typeof createFakeApi>[0] = {}) {
  return createFakeApi({
    "GET /me": { body: wireMember() },
    "GET /meta/static_strings/en/stripe": {
      body: { errors: { incorrect_cvc: ["s", "The security code is not right."] } },
    },
    [PROVIDER]: { body: token },
    [CREATE]: withMemberHeader(wireFixture("POST_payment_instruments_cards_create_stripe")),
    ...routes,
  });
}

async function renderAddCard(api: FakeApi = fakeApi(), search = "") {
  // The provider's token call leaves through the browser's fetch, not the API client.
  vi.stubGlobal("fetch", api.fetch);
  const page = renderRoute(addCardPage, {
    path: routePatterns.addCard,
    at: `${routePatterns.addCard}${search}`,
    api,
    settings: {
      addFunds: true,
      cardProvider: { publishableKey: "pk_test_page", baseUrl: "http://api.test/sandbox/card-provider" },
    },
  });
  await screen.findByRole("heading", { level: 1, name: "Add a card" });
  return { ...page, user: userEvent.setup() };
}

const name = () => screen.getByLabelText<HTMLInputElement>("Name on card");
const number = () => screen.getByLabelText<HTMLInputElement>("Card number");
const expiry = () => screen.getByLabelText<HTMLInputElement>("Expiration date");
const cvc = () => screen.getByLabelText<HTMLInputElement>("Security code (CVC)");
const submit = () => screen.getByRole("button", { name: "Add card" });

async function fill(user: ReturnType<typeof userEvent.setup>, card = "4242424242424242", code = "123") {
  await user.type(name(), "Maria Hernandez");
  await user.type(number(), card);
  await user.type(expiry(), "1230");
  await user.type(cvc(), code);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 24, 12) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("/add-card", () => {
  it("V-09 leaving Name on card empty shows its error at once; typing into it clears the error", async () => {
    const { user } = await renderAddCard();
    const field = name();
    await user.click(field);
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/This field is required\./);
    await user.type(field, "S");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(field).not.toHaveAccessibleDescription(/This field is required\./);
  });

  it("R-27 F-160 F-161 B-05 groups the number, recognises the type, and moves from expiry to CVC", async () => {
    const { user } = await renderAddCard();
    expect(screen.getByText(/never stores your full card/)).toBeInTheDocument();
    await user.type(number(), "4242424242424242");
    expect(number()).toHaveValue("4242 4242 4242 4242");
    expect(number()).toHaveAccessibleDescription(/Card type: Visa/);
    await user.clear(number());
    await user.type(number(), "378282246310005");
    expect(number()).toHaveValue("3782 822463 10005");
    expect(number()).toHaveAccessibleDescription(/Card type: American Express/);
    await user.type(expiry(), "1230");
    expect(expiry()).toHaveValue("12 / 30");
    expect(cvc()).toHaveFocus();
    expect(name()).toHaveAttribute("autocomplete", "cc-name");
    expect(number()).toHaveAttribute("autocomplete", "cc-number");
    expect(expiry()).toHaveAttribute("autocomplete", "cc-exp");
    expect(cvc()).toHaveAttribute("autocomplete", "cc-csc");
  });

  it("F-161 backspace over a space or the slash deletes the digit before it; letters are dropped", async () => {
    const { user } = await renderAddCard();
    await user.type(number(), "4242a4242");
    expect(number()).toHaveValue("4242 4242");
    number().setSelectionRange(5, 5);
    await user.keyboard("{Backspace}");
    expect(number()).toHaveValue("4244 242");
    await user.type(expiry(), "12");
    await user.type(expiry(), "3");
    expect(expiry()).toHaveValue("12 / 3");
    expiry().setSelectionRange(5, 5);
    await user.keyboard("{Backspace}");
    expect(expiry()).toHaveValue("13");
  });

  it("V-24 B-17 submitted empty: four required messages, summarised in an alert, focus on the first field", async () => {
    const { user, api } = await renderAddCard();
    await user.click(submit());
    const summary = screen.getByRole("heading", { name: "There is a problem" }).closest("div[tabindex]");
    expect(within(summary as HTMLElement).getAllByRole("link")).toHaveLength(4);
    expect(within(summary as HTMLElement).getByRole("alert")).toBeInTheDocument();
    for (const field of [name(), number(), expiry(), cvc()]) {
      expect(field).toHaveAccessibleDescription(/This field is required\./);
    }
    await waitFor(() => expect(name()).toHaveFocus());
    expect(api.callsTo(PROVIDER)).toHaveLength(0);
  });

  it.each([
    ["V-20 a number failing Luhn", "4111111111111112", "1230", "123", number, /double check the card number/],
    [
      "V-20 a number too short for its type",
      "424242424242",
      "1230",
      "123",
      number,
      /double check the card number/,
    ],
    ["V-21 a month over 12", "4242424242424242", "1330", "123", expiry, /MM\/YY, with a month from 01 to 12/],
    ["V-22 D-19 a month already over", "4242424242424242", "1026", "123", expiry, /This card has expired/],
    ["V-23 a 4-digit CVC on a Visa", "4242424242424242", "1230", "1234", cvc, /security code \(CVC\)/],
    ["V-23 a 3-digit CVC on an Amex", "378282246310005", "1230", "123", cvc, /security code \(CVC\)/],
  ])("%s is refused beside its field and nothing is sent", async (_, card, date, code, field, message) => {
    const { user, api } = await renderAddCard();
    await user.type(name(), "Maria Hernandez");
    await user.type(number(), card);
    await user.type(expiry(), date);
    await user.clear(cvc());
    await user.type(cvc(), code);
    await user.click(submit());
    expect(field()).toHaveAccessibleDescription(message);
    await waitFor(() => expect(field()).toHaveFocus());
    expect(api.callsTo(PROVIDER)).toHaveLength(0);
  });

  it("D-19 accepts a card expiring this month and an Amex with a 4-digit CVC", async () => {
    const { user, api } = await renderAddCard();
    await user.type(name(), "Maria Hernandez");
    await user.type(number(), "378282246310005");
    await user.type(expiry(), "1126");
    await user.type(cvc(), "1234");
    await user.click(submit());
    await screen.findByRole("heading", { name: "Card linked" });
    expect(api.callsTo(PROVIDER)[0]?.body).toMatchObject({
      "card[exp_month]": "11",
      "card[exp_year]": "2026",
    });
  });

  it("F-162 F-163 A-45 A-50 S-14 D-14 tokenises at the provider, then saves only the token, once", async () => {
    const { user, api } = await renderAddCard();
    await fill(user);
    await user.dblClick(submit());
    expect(await screen.findByRole("heading", { name: "Card linked" })).toHaveFocus();
    const [tokenCall, ...more] = api.callsTo(PROVIDER);
    expect(more).toHaveLength(0);
    expect(tokenCall?.headers.get("authorization")).toBe("Bearer pk_test_page");
    expect(tokenCall?.body).toEqual({
      "card[name]": "Maria Hernandez",
      "card[number]": "4242424242424242",
      "card[exp_month]": "12",
      "card[exp_year]": "2030",
      "card[cvc]": "123",
    });
    expect(api.callsTo(CREATE).map((call) => call.body)).toEqual([{ token }]);
    const toApi = api.calls.filter((call) => !call.path.startsWith("/sandbox/"));
    expect(JSON.stringify(toApi.map((call) => [call.path, call.body]))).not.toMatch(/4242424242424242|"123"/);
    expect(screen.getByText(/MasterCard x-4444 is ready to use/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/dashboard");
  });

  it("F-164 with returnToImmediate goes straight back, the new card added to the return URL's query", async () => {
    const { user, router } = await renderAddCard(
      fakeApi(),
      "?returnToImmediate=%2Fcheckout%2F7%3Fstep%3Dpay",
    );
    await fill(user);
    await user.click(submit());
    expect(
      await screen.findByText("Now at /checkout/7?step=pay&instrumentId=320&instrumentType=card"),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("post_create_cleanup: the member's instruments become the answer's, so a removed expired card is gone", async () => {
    const added = wireFixture("POST_payment_instruments_cards_create_stripe");
    const expired = { ...(wireMember().payment_instruments as object[])[1], id: 77, status: "expired" };
    const api = fakeApi({
      "GET /me": { body: wireMember([expired]) },
      // No member header: the answer's own list is what the page trusts.
      [CREATE]: { body: added },
    });
    const { user, context } = await renderAddCard(api, "?returnTo=%2Ffunding");
    await waitFor(() => expect(context.apiClient.currentMember.get()).not.toBeNull());
    await fill(user);
    await user.click(submit());
    await screen.findByRole("link", { name: "Continue" });
    const listed = context.apiClient.currentMember.get()?.paymentInstruments.map((each) => each.id);
    expect(listed).not.toContain(77);
  });

  it("F-164 with returnTo shows Card linked and Continue back there with the card; Back goes there too", async () => {
    const { user } = await renderAddCard(fakeApi(), "?returnTo=%2Ffunding");
    expect(screen.getAllByRole("link", { name: "Back" })[0]).toHaveAttribute("href", "/funding");
    await fill(user);
    await user.click(submit());
    await screen.findByRole("heading", { name: "Card linked" });
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute(
      "href",
      "/funding?instrumentId=320&instrumentType=card",
    );
  });

  it("E-20 a provider refusal reads from the provider's strings by code; unmapped, its own message; nothing lost", async () => {
    const refusal = (code: string, message: string) => ({
      status: 402,
      body: { error: { type: "card_error", code, message } },
    });
    const api = fakeApi({ [PROVIDER]: refusal("incorrect_cvc", "Your card's security code is incorrect.") });
    const { user } = await renderAddCard(api);
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("The security code is not right.");
    expect(submit()).toHaveFocus();
    api.on(PROVIDER, refusal("processing_error", "An error occurred while processing your card."));
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("An error occurred while processing your card."),
    );
    expect(api.callsTo(CREATE)).toHaveLength(0);
    expect(name()).toHaveValue("Maria Hernandez");
    expect(number()).toHaveValue("4242 4242 4242 4242");
    expect(expiry()).toHaveValue("12 / 30");
    expect(cvc()).toHaveValue("123");
  });

  it("E-21 a card declined by the API shows the localized decline inline and keeps the form", async () => {
    const api = fakeApi({
      [CREATE]: errorAnswer(402, "card_generic", { message: "Card declined", stripe_error: "Declined" }),
    });
    const { user } = await renderAddCard(api);
    await fill(user, "4000000000000002");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your card was declined. Please try another card.",
    );
    expect(number()).toHaveValue("4000 0000 0000 0002");
    expect(submit()).toBeEnabled();
  });

  it("S-14 card number and CVC must not outlive the request: not in the mutation's variables nor any cache", async () => {
    const { user, context } = await renderAddCard();
    await fill(user, "4242424242424242", "739");
    await user.click(submit());
    await screen.findByRole("heading", { name: "Card linked" });
    const { queryClient } = context;
    const kept = JSON.stringify([
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state),
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryKey, query.state.data]),
    ]);
    expect(queryClient.getMutationCache().getAll()).not.toHaveLength(0);
    expect(kept).not.toMatch(/4242 ?4242 ?4242 ?4242|"739"/);
  });

  it("F-163 add card: a lost answer whose card the member now has is linked, saved once", async () => {
    const before = wireMember().payment_instruments as Record<string, unknown>[];
    const created = { ...before.find((each) => each.payment_method_type === "card"), id: 330, last4: "4242" };
    let saved = false;
    const api = fakeApi({
      [CREATE]: () => {
        saved = true;
        return Promise.reject(new TypeError("Failed to fetch"));
      },
    });
    api.on("GET /me", () => ({ body: wireMember(saved ? [...before, created] : before) }));
    const { user } = await renderAddCard(api, "?returnTo=%2Ffunding");
    await fill(user);
    await user.click(submit());
    await screen.findByRole("heading", { name: "Card linked" });
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute(
      "href",
      "/funding?instrumentId=330&instrumentType=card",
    );
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(PROVIDER)).toHaveLength(1);
  });

  it("when the member owes, says plainly that adding the card pays the balance", async () => {
    await renderAddCard(
      fakeApi({
        "GET /me": { body: { ...wireMember(), chargeable_cash_balance: { cents: -450, currency: "USD" } } },
      }),
    );
    expect(
      await screen.findByText("You owe $4.50. Adding this card pays that balance with it right away."),
    ).toBeInTheDocument();
  });

  it("says nothing of a balance when the member owes nothing or the API has no such field", async () => {
    await renderAddCard();
    expect(screen.queryByText(/You owe/)).not.toBeInTheDocument();
  });
});
