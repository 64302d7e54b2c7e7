import { createFakeApi, errorAnswer, renderRoute, type FakeHandler } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as dashboardPage from "./dashboard-page.tsx";
import { wireFixture, wireMember } from "../../testing/member-fixtures.ts";

const dashboard = wireFixture("GET_me_dashboard");
const quiet = { unclaimed_orders_count: 0, ongoing_trip: null, read_only_reason: null };

function renderDashboard(member: Record<string, unknown> = {}, answer: FakeHandler = { body: dashboard }) {
  const api = createFakeApi({
    "GET /me": { body: wireMember({ ...quiet, ...member }) },
    "GET /me/dashboard": answer,
  });
  return { ...renderRoute(dashboardPage, { path: routePatterns.dashboard, api }), user: userEvent.setup() };
}

const programs = () => screen.findByRole("region", { name: "Your programs" });

describe("/dashboard", () => {
  afterEach(() => vi.restoreAllMocks());

  it("R-12 A-21 F-066 shows one card per programme, with its end date and app link only where it has them", async () => {
    const { api, user } = renderDashboard();
    const cards = within(await programs()).getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("heading", { name: "Lime & BIKETOWN Rides" })).toBeInTheDocument();
    expect(within(cards[0]!).getByText("$0.50").tagName).toBe("STRONG");
    expect(within(cards[0]!).queryByText(/Program ends/)).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText(/^Program ends December (19|20), 2025$/)).toBeInTheDocument();
    expect(api.callsTo("GET /me/dashboard")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Hello, Maria Hernandez" })).toBeInTheDocument();
    await user.click(within(cards[1]!).getByRole("link", { name: "Order a box" }));
    expect(await screen.findByText("Now at /food/12")).toBeInTheDocument();
  });

  it.each([
    ["javascript:alert(1)"],
    ["java__blank__script:alert(1)"],
    ["intent://scan/#Intent;scheme=zxing;end"],
    ["tel:+15035550100"],
    ["data:text/html,<script>alert(1)</script>"],
  ])("F-066 S-03 an app link %j is no link: title, image and button show as text", async (appLink) => {
    const [first, second] = dashboard.programs as Record<string, unknown>[];
    renderDashboard({}, { body: { ...dashboard, programs: [first, { ...second, app_link: appLink }] } });
    const cards = within(await programs()).getAllByRole("article");
    const card = cards[1]!;
    expect(within(card).queryAllByRole("link")).toEqual([]);
    expect(card.querySelectorAll("a")).toHaveLength(0);
    expect(within(card).getByRole("heading", { name: "Holiday Harvest Boxes" })).toBeInTheDocument();
    expect(within(card).getByText("Order a box")).toBeInTheDocument();
    // The safe link of the other card still works.
    expect(within(cards[0]!).getByRole("link", { name: "Find a ride" })).toHaveAttribute("href", "/mobility");
  });

  it("F-066 F-025 a web app link opens in a new tab without a referrer", async () => {
    const [first, second] = dashboard.programs as Record<string, unknown>[];
    const appLink = "https://harvest.example/boxes";
    renderDashboard({}, { body: { ...dashboard, programs: [first, { ...second, app_link: appLink }] } });
    const card = within(await programs()).getAllByRole("article")[1]!;
    const button = within(card).getByRole("link", { name: "Order a box" });
    expect(button).toHaveAttribute("href", appLink);
    expect(button).toHaveAttribute("target", "_blank");
    expect(button).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("F-067 C-14 asks for programme images at 500 × 200, cropped by entropy and filled, in a box of that ratio", async () => {
    renderDashboard();
    const image = within(await programs()).getByAltText("Scooters on SE Hawthorne");
    const url = new URL(image.getAttribute("src") ?? "");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      w: "500",
      h: "200",
      crop: "entropy",
      resize: "fill",
    });
    expect(image.parentElement).toHaveStyle({ aspectRatio: "500 / 200" });
  });

  it("fetches the first programme's image at once and first, the others when they are about to show", async () => {
    renderDashboard();
    const region = await programs();
    expect(within(region).getByAltText("Scooters on SE Hawthorne")).toHaveAttribute("fetchpriority", "high");
    const [first, second] = region.querySelectorAll("img");
    expect(first).toHaveAttribute("loading", "eager");
    expect(second).toHaveAttribute("loading", "lazy");
    expect(second).toHaveAttribute("fetchpriority", "auto");
  });

  it("F-062 shows a trip in progress with a button to the map", async () => {
    const { user } = renderDashboard({ ongoing_trip: wireFixture("GET_me_during_trip").ongoing_trip });
    expect(await screen.findByText(/You have a trip in progress/)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "See my trip" }));
    expect(await screen.findByText("Now at /mobility")).toBeInTheDocument();
  });

  it.each([
    ["read_only_unverified", "Your account is waiting to be verified."],
    ["read_only_technical_error", "Your account is paused while we fix a technical problem."],
  ])("F-063 S-10 shows the read-only reason %s", async (reason, text) => {
    renderDashboard({ read_only_reason: reason, read_only_mode: true });
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
  });

  it("F-063 shows no banner for other read-only reasons", async () => {
    renderDashboard({ read_only_reason: "read_only_zero_balance", read_only_mode: true });
    await programs();
    expect(screen.queryByText(/Your account/)).not.toBeInTheDocument();
  });

  it("F-064 a pulsing banner links to the orders waiting for pickup; none without them", async () => {
    const { user } = renderDashboard({ unclaimed_orders_count: 2 });
    expect(await screen.findByText("2 orders are ready for pickup.")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "View orders" }));
    expect(await screen.findByText("Now at /unclaimed-orders")).toBeInTheDocument();
  });

  it("F-064 says nothing about pickup when no order waits", async () => {
    renderDashboard({ unclaimed_orders_count: 0 });
    await programs();
    expect(screen.queryByText(/ready for pickup/)).not.toBeInTheDocument();
  });

  it("F-065 B-13 shows each server alert in its variant with its localized markdown text and links", async () => {
    renderDashboard();
    const link = await screen.findByRole("link", { name: "Update it here" });
    // The warning's colour is said in words to screen readers, at the start of the banner that holds the link.
    const banner = screen.getByText("Warning:").parentElement;
    expect(banner).toContainElement(link);
    expect(banner?.textContent).toMatch(/^Warning: A payment method is expiring soon/);
    expect(link).toHaveAttribute("href", "/funding");
    expect(screen.getByText(/A payment method is expiring soon/)).toBeInTheDocument();
  });

  it("F-065 fills the negative-balance alert's amount from its cents", async () => {
    const alert = {
      localization_key: "dashboard.negative_cash_balance_v2",
      localization_params: { amount: { cents: 1250, currency: { iso_code: "USD", symbol: "$" } } },
      variant: "danger",
    };
    renderDashboard({}, { body: { ...dashboard, alerts: [alert] } });
    expect((await screen.findByText("$12.50")).tagName).toBe("STRONG");
  });

  it("the negative_cash_balance_v2 alert says the last payment failed and to pay, as the backend does, not a retry", async () => {
    const alert = {
      localization_key: "dashboard.negative_cash_balance_v2",
      localization_params: { amount: { cents: 1250, currency: { iso_code: "USD", symbol: "$" } } },
      variant: "danger",
    };
    renderDashboard({}, { body: { ...dashboard, alerts: [alert] } });
    const text = (await screen.findByText("$12.50")).parentElement?.textContent ?? "";
    expect(text).toBe("Your last payment to Tandem failed. Pay your $12.50 balance to keep using Tandem.");
  });

  it("the no-instrument alert leads to adding a card, as the backend's does", async () => {
    const alert = {
      localization_key: "dashboard.negative_cash_balance_no_instrument",
      localization_params: null,
      variant: "danger",
    };
    renderDashboard({}, { body: { ...dashboard, alerts: [alert] } });
    expect(await screen.findByRole("link", { name: "Add a card" })).toHaveAttribute("href", "/add-card");
  });

  it.each([
    [
      "dashboard.negative_cash_balance_v2",
      { amount: { cents: 450, currency: { iso_code: "USD", symbol: "$" } } },
    ],
    ["dashboard.negative_cash_balance", null],
  ])("the %s alert leads to /funding when the member can pay what they owe", async (key, params) => {
    const alert = { localization_key: key, localization_params: params, variant: "danger" };
    const { user } = renderDashboard(
      { chargeable_cash_balance: { cents: -450, currency: "USD" } },
      { body: { ...dashboard, alerts: [alert] } },
    );
    await user.click(await screen.findByRole("link", { name: "Pay what you owe" }));
    expect(await screen.findByText("Now at /funding")).toBeInTheDocument();
  });

  it("F-065 at 5dd9af6c (no chargeable_cash_balance) the negative-balance alert is as before", async () => {
    const alert = {
      localization_key: "dashboard.negative_cash_balance",
      localization_params: null,
      variant: "danger",
    };
    renderDashboard({}, { body: { ...dashboard, alerts: [alert] } });
    expect(await screen.findByText(/Your balance is below zero/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pay what you owe" })).not.toBeInTheDocument();
  });

  it("F-068 shows the member's banners at once and skeletons where the programmes will be", async () => {
    let answer: () => void = () => undefined;
    renderDashboard(
      { unclaimed_orders_count: 1 },
      () => new Promise((resolve) => (answer = () => resolve({ body: dashboard }))),
    );
    expect(await screen.findByText("Your order is ready for pickup.")).toBeInTheDocument();
    // The skeletons stand where the cards will be, under the programmes' heading, each with a card's parts.
    const loading = within(await programs()).getByRole("status", { name: "Loading…" });
    expect(loading).toHaveAttribute("aria-busy", "true");
    // Two card-shaped placeholders (picture, title, text, button), hidden from screen readers: the label says it.
    expect(loading.children).toHaveLength(2);
    for (const card of loading.children) {
      expect(card.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
    }
    expect(loading.textContent).toBe("");
    answer();
    expect(await screen.findByRole("heading", { name: "Holiday Harvest Boxes" })).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading…" })).not.toBeInTheDocument();
  });

  it("E-11 D-17 a failed load shows only the failure view with Try again, which loads it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { api, user } = renderDashboard({ unclaimed_orders_count: 1 }, errorAnswer(500, "api_error"));
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, something went wrong on our side. Please try again."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Go home" })).not.toBeInTheDocument();
    expect(screen.queryByText(/ready for pickup/)).not.toBeInTheDocument();
    api.on("GET /me/dashboard", { body: dashboard });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Holiday Harvest Boxes" })).toBeInTheDocument();
  });

  it("joining through a partner: a followed link's invitation is a banner whose Accept your invitation opens /partner-signup", async () => {
    const { user } = renderDashboard({
      registration_link: { organization_name: "Cully Commons", intro: "Welcome, neighbours." },
    });
    expect(
      await screen.findByText(
        "Cully Commons invited you to join them on Tandem, for more offers and discounts.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Accept your invitation" }));
    expect(await screen.findByText("Now at /partner-signup")).toBeInTheDocument();
  });

  it("no invitation banner without a link, nor at 5dd9af6c (no registration_link key)", async () => {
    renderDashboard({ registration_link: null });
    await programs();
    expect(screen.queryByRole("link", { name: "Accept your invitation" })).not.toBeInTheDocument();
    renderDashboard();
    await programs();
    expect(screen.queryByRole("link", { name: "Accept your invitation" })).not.toBeInTheDocument();
  });
});
