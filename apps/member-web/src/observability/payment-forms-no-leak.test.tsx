import * as Sentry from "@sentry/browser";
import * as addCardPage from "@tandem/account/add-card-page";
import * as linkBankPage from "@tandem/account/link-bank-account-page";
import { createFakeApi, errorAnswer, renderRoute, wireFixture } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";
import { reportingOptions } from "./error-reporting.ts";

// What error reporting would send, caught by a fake transport instead of the network.
const reports: string[] = [];
const card = { number: "4000000000000002", grouped: "4000 0000 0000 0002", cvc: "817" };
const bank = { account: "987654321012" };

beforeAll(() => {
  Sentry.init({
    ...reportingOptions({
      dsn: "https://key@errors.test/1",
      environment: "test",
      release: "r1",
      tracesSampleRate: 0,
      apiOrigin: "http://api.test",
    }),
    transport: () => ({
      send: (envelope) => {
        reports.push(JSON.stringify(envelope));
        return Promise.resolve({});
      },
      flush: () => Promise.resolve(true),
    }),
  });
});
// Passed through to the console (and to error reporting's console breadcrumbs, wrapped at init), and kept.
let consoleSpies: MockInstance<(...data: unknown[]) => void>[] = [];
beforeEach(() => {
  consoleSpies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
    vi.spyOn(console, level),
  );
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => vi.restoreAllMocks());

/** Everything that left the form other than the provider call: reports, the console, both storages. */
async function everythingKept(): Promise<string> {
  // A later crash sends the breadcrumbs gathered while the member typed and submitted.
  Sentry.captureException(new Error("a later failure"));
  await Sentry.flush(2000);
  const logged = consoleSpies.flatMap((spy) =>
    spy.mock.calls.map((args) =>
      args
        .map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack ?? ""}` : JSON.stringify(arg)))
        .join(" "),
    ),
  );
  return [
    ...reports,
    ...logged,
    JSON.stringify({ ...localStorage }),
    JSON.stringify({ ...sessionStorage }),
  ].join("\n");
}

describe("card and bank numbers stay out of reports, logs and storage", () => {
  it("S-14 D-26 the add-card form, through a refused card", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireFixture("GET_me") },
      "POST /sandbox/card-provider/v1/tokens": { body: { id: "tok_1Pq", object: "token" } },
      "POST /payment_instruments/cards/create_stripe": errorAnswer(500, "api_error"),
    });
    vi.stubGlobal("fetch", api.fetch);
    renderRoute(addCardPage, {
      path: routePatterns.addCard,
      api,
      settings: {
        addFunds: true,
        cardProvider: { publishableKey: "pk_test", baseUrl: "http://api.test/sandbox/card-provider" },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name on card"), "Jamie Buyer");
    await user.type(screen.getByLabelText("Card number"), card.number);
    // December, five years on: a card that is never expired, whichever day the test runs.
    const expiry = `12${String((new Date().getFullYear() + 5) % 100).padStart(2, "0")}`;
    await user.type(screen.getByLabelText("Expiration date"), expiry);
    await user.type(screen.getByLabelText("Security code (CVC)"), card.cvc);
    await user.click(screen.getByRole("button", { name: "Add card" }));
    await screen.findByRole("alert");
    const kept = await everythingKept();
    // The reports did carry what happened (so this would see a leak), just not the card.
    expect(kept).toContain("create_stripe");
    expect(kept).not.toContain(card.number);
    expect(kept).not.toContain(card.grouped);
    expect(kept).not.toMatch(new RegExp(`cvc\\W{0,8}${card.cvc}`, "i"));
  });

  it("S-14 D-26 the bank form, through a refused account", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireFixture("GET_me") },
      "POST /payment_instruments/bank_accounts/create": errorAnswer(409, "conflicting_bank_account"),
    });
    renderRoute(linkBankPage, { path: routePatterns.linkBankAccount, api });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nickname"), "Rent savings");
    await user.type(screen.getByLabelText("Routing number"), "011000015");
    await user.type(screen.getByLabelText("Account number"), bank.account);
    await user.type(screen.getByLabelText("Confirm account number"), bank.account);
    await user.click(screen.getByRole("button", { name: "Link account" }));
    await screen.findByRole("alert");
    const kept = await everythingKept();
    expect(kept).toContain("bank_accounts/create");
    expect(kept).not.toContain(bank.account);
  });
});
