import { createFakeApi, errorAnswer, renderRoute, wireFixture, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LINK_PACING } from "./link-pacing.ts";
import * as privateAccountsPage from "./private-accounts-page.tsx";

const legacy = wireFixture("GET_anon_proxy_vendor_accounts__legacy_5dd9af6c");
const [lime] = legacy.items as Record<string, unknown>[];
const lyft = {
  ...lime,
  id: 46,
  vendor_name: "Lyft",
  vendor_slug: "lyft",
  needs_attention: false,
  instructions: "Open the Lyft app.",
};
const accounts = { ...legacy, items: [lime, lyft], total_count: 2 };
const found = wireFixture("POST_anon_proxy_vendor_accounts_id_poll_for_new_magic_link");
const notYet = { ...found, found_change: false, success_instructions: "" };

const LIST = "GET /anon_proxy/vendor_accounts";
const AUTH = "POST /anon_proxy/vendor_accounts/45/make_auth_request";
const POLL = "POST /anon_proxy/vendor_accounts/45/poll_for_new_magic_link";

function renderAccounts(api: FakeApi) {
  const page = renderRoute(privateAccountsPage, { path: routePatterns.privateAccounts, api });
  return { ...page, user: userEvent.setup() };
}

const card = async (vendor: string) =>
  within((await screen.findByRole("heading", { level: 2, name: vendor })).closest("article")!);

const current = wireFixture("GET_anon_proxy_vendor_accounts");
const [currentLime, currentLyft] = current.items as Record<string, unknown>[];
const spin = {
  ...currentLime,
  id: 47,
  vendor_name: "Spin",
  vendor_slug: "spin",
  vendor_image: null,
  ui_state_v1: {
    ...(currentLime?.ui_state_v1 as object),
    index_card_mode: "payment",
    needs_linking: false,
    has_payment_method: false,
    description_text: "Ride Spin e-bikes.",
  },
};
const currentAccounts = { ...current, items: [currentLime, spin, currentLyft], total_count: 3 };

describe("/private-accounts on the current API: the list follows ui_state_v1", () => {
  it("shows each card's description and the action of its mode, leading to the account's setup page", async () => {
    renderAccounts(createFakeApi({ [LIST]: { body: currentAccounts } }));
    const limeCard = await card("Lime");
    expect(limeCard.getByText("Rides are billed to your", { exact: false })).toBeInTheDocument();
    expect(limeCard.getByText("Not linked yet")).toBeInTheDocument();
    expect(limeCard.getByRole("link", { name: "Link App" })).toHaveAttribute("href", "/private-account/45");
    const spinCard = await card("Spin");
    expect(spinCard.getByText("Payment needed")).toBeInTheDocument();
    expect(spinCard.getByRole("link", { name: "Set up payment" })).toHaveAttribute(
      "href",
      "/private-account/47",
    );
    const lyftCard = await card("Lyft");
    expect(lyftCard.getByText("Use BIKETOWN through your Lyft Pass.")).toBeInTheDocument();
    expect(lyftCard.getByRole("link", { name: "Re-link App" })).toHaveAttribute(
      "href",
      "/private-account/46",
    );
  });

  it("offers Help only when re-linking, with the account's help text", async () => {
    const page = renderAccounts(createFakeApi({ [LIST]: { body: currentAccounts } }));
    expect((await card("Lime")).queryByRole("button", { name: "Help" })).not.toBeInTheDocument();
    expect((await card("Spin")).queryByRole("button", { name: "Help" })).not.toBeInTheDocument();
    await page.user.click((await card("Lyft")).getByRole("button", { name: "Help" }));
    const dialog = await screen.findByRole("dialog", { name: "Lyft Private Accounts" });
    expect(within(dialog).getByText(/look for the suma pass under Wallet/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Link App" })).not.toBeInTheDocument();
  });
});

describe("/private-accounts", () => {
  it("R-36 F-193 F-194 A-57 shows a card per account: the logo, Link App when it needs linking, Re-link App when linked, and Help", async () => {
    renderAccounts(createFakeApi({ [LIST]: { body: accounts } }));
    expect(await screen.findByRole("heading", { level: 1, name: "Private accounts" })).toBeInTheDocument();
    const limeCard = await card("Lime");
    expect(limeCard.getByRole("img", { name: "Lime logo" })).toHaveAttribute("height", "80");
    expect(limeCard.getByRole("img", { name: "Lime logo" }).getAttribute("src")).toMatch(
      /h=80.*fmt=png.*flatten=255%2C255%2C255|flatten=255%2C255%2C255/,
    );
    expect(limeCard.getByRole("button", { name: "Link App" })).toBeInTheDocument();
    expect(limeCard.getByRole("button", { name: "Help" })).toBeInTheDocument();
    expect((await card("Lyft")).getByRole("button", { name: "Re-link App" })).toBeInTheDocument();
  });

  it("F-193 says so when there are no private accounts", async () => {
    renderAccounts(createFakeApi({ [LIST]: { body: { ...legacy, items: [], total_count: 0 } } }));
    expect(
      await screen.findByRole("heading", { name: "You don't have any private accounts yet." }),
    ).toBeInTheDocument();
  });

  it("F-193 shows the error view with Try again when the list fails", async () => {
    renderAccounts(createFakeApi({ [LIST]: errorAnswer(500, "api_error") }));
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("F-195 B-14 Help shows the vendor's instructions and closes when the member leaves for the vendor's app", async () => {
    const page = renderAccounts(createFakeApi({ [LIST]: { body: accounts } }));
    await page.user.click((await card("Lime")).getByRole("button", { name: "Help" }));
    const dialog = await screen.findByRole("dialog", { name: "Lime Private Accounts" });
    expect(within(dialog).getByText("Link account")).toBeInTheDocument();
    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, "visibilityState")!;
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    Object.defineProperty(document, "visibilityState", visibility);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("F-196 A-59 A-60 C-32 asks for a link, shows Working... while polling until a change, then the success instructions and Re-link App", async () => {
    const answers = [notYet, notYet, found];
    const api = createFakeApi({
      [LIST]: { body: accounts },
      [AUTH]: { body: lime },
      // Each round is held a moment, as the server holds a long poll.
      [POLL]: () =>
        new Promise((resolve) => setTimeout(() => resolve({ body: answers.shift() ?? found }), 100)),
    });
    const page = renderAccounts(api);
    const limeCard = await card("Lime");
    await page.user.dblClick(limeCard.getByRole("button", { name: "Link App" }));
    expect(await limeCard.findByText("Working...")).toBeInTheDocument();
    expect(limeCard.getByText("This can take up to a minute.")).toBeInTheDocument();
    expect(limeCard.queryByRole("button", { name: "Link App" })).not.toBeInTheDocument();
    expect(await limeCard.findByText("Open Lime")).toBeInTheDocument();
    expect(api.callsTo(AUTH)).toHaveLength(1);
    expect(api.callsTo(POLL)).toHaveLength(3);
    expect(api.callsTo(POLL)[0]!.body).toBeNull();
    expect(limeCard.getByRole("button", { name: "Re-link App" })).toBeInTheDocument();
    await page.user.click(limeCard.getByRole("button", { name: "Close" }));
    expect(limeCard.queryByText("Open Lime")).not.toBeInTheDocument();
  });

  it("F-197 polls on after a failed round", async () => {
    const answers = [errorAnswer(500, "api_error"), { body: found }];
    const api = createFakeApi({
      [LIST]: { body: accounts },
      [AUTH]: { body: lime },
      [POLL]: () => answers.shift() ?? { body: found },
    });
    const page = renderAccounts(api);
    await page.user.click((await card("Lime")).getByRole("button", { name: "Link App" }));
    expect(await screen.findByText("Open Lime", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(api.callsTo(POLL)).toHaveLength(2);
  });

  it("F-197 B-14 stops polling when the member leaves the page", async () => {
    const api = createFakeApi({
      [LIST]: { body: accounts },
      [AUTH]: { body: lime },
      [POLL]: () => new Promise((resolve) => setTimeout(() => resolve({ body: notYet }), 20)),
    });
    const page = renderAccounts(api);
    await page.user.click((await card("Lime")).getByRole("button", { name: "Link App" }));
    await waitFor(() => expect(api.callsTo(POLL).length).toBeGreaterThanOrEqual(2));
    await act(() => page.router.navigate("/dashboard"));
    const polls = api.callsTo(POLL).length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.callsTo(POLL).length).toBeLessThanOrEqual(polls + 1);
    const settled = api.callsTo(POLL).length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.callsTo(POLL)).toHaveLength(settled);
  });

  it("F-197 a vendor that never answers is not asked in a flood, and after ten minutes the card says so and offers Link App again", async () => {
    const api = createFakeApi({
      [LIST]: { body: accounts },
      [AUTH]: { body: lime },
      [POLL]: { body: notYet },
    });
    const page = renderRoute(privateAccountsPage, { path: routePatterns.privateAccounts, api });
    const limeCard = await card("Lime");
    // The page is in; from here the clock is the test's, so ten minutes pass without waiting them.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      fireEvent.click(limeCard.getByRole("button", { name: "Link App" }));
      await act(() => vi.advanceTimersByTimeAsync(LINK_PACING.deadlineMs));
      expect(
        limeCard.getByText("Lime didn't send the link in time. Try linking again when you're ready."),
      ).toBeVisible();
      expect(api.callsTo(POLL).length).toBeLessThanOrEqual(LINK_PACING.deadlineMs / LINK_PACING.minRoundMs);
      expect(limeCard.getByRole("button", { name: "Link App" })).toBeEnabled();
    } finally {
      page.unmount();
      vi.useRealTimers();
    }
  });

  it("F-197 stops polling at a 403 and shows the auth error with Link App", async () => {
    const api = createFakeApi({
      [LIST]: { body: accounts },
      [AUTH]: { body: lime },
      [POLL]: errorAnswer(403, "resource_not_found"),
    });
    const page = renderAccounts(api);
    const limeCard = await card("Lime");
    await page.user.click(limeCard.getByRole("button", { name: "Link App" }));
    expect(await limeCard.findByText(/couldn't link this account/)).toBeInTheDocument();
    expect(limeCard.getByRole("button", { name: "Link App" })).toBeInTheDocument();
    expect(api.callsTo(POLL)).toHaveLength(1);
  });

  it("E-26 shows the auth error under the card and brings the buttons back when the request fails", async () => {
    const api = createFakeApi({ [LIST]: { body: accounts }, [AUTH]: errorAnswer(402, "non_member_account") });
    const page = renderAccounts(api);
    const limeCard = await card("Lime");
    await page.user.click(limeCard.getByRole("button", { name: "Link App" }));
    expect(await limeCard.findByText(/couldn't link this account/)).toBeInTheDocument();
    expect(limeCard.getByRole("button", { name: "Link App" })).toBeInTheDocument();
    expect(api.callsTo(POLL)).toHaveLength(0);
  });
});
