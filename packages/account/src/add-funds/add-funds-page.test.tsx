import {
  createFakeApi,
  errorAnswer,
  renderRoute,
  wireFixture,
  type FakeAnswer,
  type FakeApi,
} from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wireMember, withMemberHeader } from "../testing/payments-fixtures.ts";
import * as addFundsPage from "./add-funds-page.tsx";

const CREATE = "POST /payments/create_funding";
const LEDGERS = "GET /ledgers/overview";

const overview = wireFixture("GET_ledgers_overview");
/** The ledgers once a $25 funding has been booked: a new line on top of the fixture's. */
const overviewFunded = {
  ...overview,
  recent_lines: [
    {
      id: 99001,
      opaque_id: "bx_new_funding",
      at: "2025-06-15T10:00:00.000+00:00",
      memo: "Add funds",
      amount: { cents: 2500, currency: "USD" },
      usage_details: [{ code: "funding", args: { account_label: "Visa x-4242" } }],
    },
    ...(overview.recent_lines as unknown[]),
  ],
};

/** Answers in turn, the last one from then on. */
function inTurn(...answers: FakeAnswer[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)] ?? {};
}

/** An answer that never arrives: the connection is lost (or the client's timeout gave up on it). */
const lost = () => Promise.reject(new TypeError("Failed to fetch"));

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
    [LEDGERS]: { body: overview },
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

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Types $25 and taps Add funds under fake timers, so the lost-answer checks' pauses can be stepped past. */
async function addTwentyFive(api: FakeApi) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const page = renderRoute(addFundsPage, {
    path: routePatterns.addFunds,
    at: `${routePatterns.addFunds}?id=311&paymentMethodType=card`,
    api,
  });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await screen.findByRole("heading", { level: 1, name: "Add funds" });
  await press(user, "25");
  await user.click(submit());
  return { ...page, user };
}

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

  it("V-09 leaving the numpad with too small an amount shows the error at once; changing the amount clears it", async () => {
    const { user } = renderAddFunds();
    await screen.findByRole("heading", { level: 1, name: "Add funds" });
    await press(user, "2");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(document.body);
    expect(await screen.findByRole("alert")).toHaveTextContent("Must be at least $5.00.");
    await press(user, "0");
    expect(amount()).toHaveTextContent("$20");
    expect(screen.queryByRole("alert")).toBeNull();
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

  it.each([
    ["collecting", /^\$\d+\.\d\d is being added to your balance\.$/],
    [
      "created",
      /^\$\d+\.\d\d was added to your balance\. We'll ask your bank for it on the next business day\.$/,
    ],
  ])("a bank funding answered %s (the ACH schedule) is told as such", async (status, words) => {
    const funding = { ...wireFixture("POST_payments_create_funding"), status };
    const { user } = renderAddFunds(
      fakeApi({ [CREATE]: withMemberHeader(funding) }),
      "?id=97&paymentMethodType=bank_account",
    );
    await screen.findByRole("heading", { level: 1, name: "Add funds" });
    await press(user, "25");
    await user.click(submit());
    expect(await screen.findByText(words)).toBeInTheDocument();
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

  describe("Add funds can charge twice", () => {
    it("F-169 a lost answer whose funding the ledgers show is a success: one funding, and the member is told", async () => {
      const api = fakeApi({
        [CREATE]: lost,
        [LEDGERS]: inTurn({ body: overview }, { body: overviewFunded }),
      });
      await addTwentyFive(api);
      expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
      expect(screen.getByText("$25.00 is being added to your balance.")).toBeInTheDocument();
      expect(api.callsTo(CREATE)).toHaveLength(1);
    });

    it("F-169 a lost answer tapped again: the ledgers are read before anything is sent, and a late funding is not made twice", async () => {
      let booked = false;
      const api = fakeApi({
        [CREATE]: lost,
        [LEDGERS]: () => ({ body: booked ? overviewFunded : overview }),
      });
      const { user } = await addTwentyFive(api);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "We didn't hear back about adding $25.00. Tap Add funds again: we will first check whether it went through",
      );
      expect(amount()).toHaveTextContent("$25");
      // The server applies the first tap late; the member taps again.
      booked = true;
      await user.click(submit());
      expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
      expect(
        screen.getByText(
          "Your earlier try went through: $25.00 is being added to your balance. Nothing was sent again.",
        ),
      ).toBeInTheDocument();
      expect(api.callsTo(CREATE)).toHaveLength(1);
    });

    it("F-169 a lost answer that made nothing is sent again on the next tap, after looking", async () => {
      let call = 0;
      const api = fakeApi({
        [CREATE]: () =>
          call++ === 0 ? lost() : withMemberHeader(wireFixture("POST_payments_create_funding")),
      });
      const { user } = await addTwentyFive(api);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await screen.findByRole("alert")).toHaveTextContent("We didn't hear back about adding $25.00.");
      await user.click(submit());
      expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
      expect(api.callsTo(CREATE)).toHaveLength(2);
      // Each tap read the ledgers before sending; the first also looked again after its answer was lost.
      expect(api.callsTo(LEDGERS).length).toBeGreaterThanOrEqual(5);
    });

    it("F-169 E-21 the backend's 500 says nothing was added once the ledgers show no new funding", async () => {
      const api = fakeApi({ [CREATE]: errorAnswer(500, "api_error") });
      await addTwentyFive(api);
      expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, something went wrong on our side.");
      // Read before sending, and once after the 500.
      expect(api.callsTo(LEDGERS)).toHaveLength(2);
    });

    it("F-169 a 500 whose funding the ledgers show (saved before the backend failed) is a success, sent once", async () => {
      const api = fakeApi({
        [CREATE]: errorAnswer(500, "api_error"),
        [LEDGERS]: inTurn({ body: overview }, { body: overviewFunded }),
      });
      await addTwentyFive(api);
      expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
      expect(screen.getByText("$25.00 is being added to your balance.")).toBeInTheDocument();
      expect(api.callsTo(CREATE)).toHaveLength(1);
    });
  });
});
