import { defaultPageSettings } from "@tandem/page-kit";
import { errorAnswer, renderRoute, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeMapView } from "../../testing/fake-map-view.ts";
import { AT_SCOOTER, fakeGeolocation, mobilityApi, wireFixture } from "../../testing/mobility-fixtures.ts";
import * as mobilityPage from "../mobility-page.tsx";

// maplibre is faked at the adapter's module boundary, as in the page's own tests.
vi.mock("../view/maplibre-map.ts", () => ({
  createMapView: (_container: HTMLElement, options: never, events: never) =>
    Promise.resolve(createFakeMapView(options, events)),
}));

const OWES = { cents: -450, currency: "USD" };
const BLOCKED = {
  ...wireFixture("GET_mobility_vehicle"),
  usage_prohibited_reason: "usage_prohibited_cash_balance",
};

/** A member who owes, a vehicle blocked by the cash balance until `paid()`. */
function owingApi(member: Record<string, unknown>, routes = {}) {
  let paid = false;
  const api = mobilityApi({
    "GET /me": () => ({ body: { ...member, chargeable_cash_balance: paid ? null : OWES } }),
    "GET /mobility/vehicle": () => ({ body: paid ? wireFixture("GET_mobility_vehicle") : BLOCKED }),
    "POST /payments/charge_balance": () => {
      paid = true;
      return { body: { ...member, chargeable_cash_balance: null } };
    },
    ...routes,
  });
  return api;
}

async function openBlockedVehicle(api: FakeApi) {
  fakeGeolocation({ position: AT_SCOOTER });
  renderRoute(mobilityPage, {
    path: routePatterns.mobility,
    api,
    settings: {
      ...defaultPageSettings,
      mobility: { enabled: true, restricted: false, mapsAccessToken: undefined },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "List nearby vehicles" }));
  const list = await screen.findByRole("list", { name: "Nearby vehicles, nearest first" });
  await user.click(within(list).getAllByRole("button")[0]!);
  return { user, card: await screen.findByRole("dialog", { name: "Vehicle details" }) };
}

describe("a ride blocked by the cash balance", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("offers to pay what is owed instead of 'add funds'; once paid, Reserve shows without a reload", async () => {
    const api = owingApi(wireFixture("GET_me"));
    const { user, card } = await openBlockedVehicle(api);
    expect(await within(card).findByText("You owe $4.50. Pay it to ride again.")).toBeInTheDocument();
    expect(within(card).queryByText(/Add funds/)).not.toBeInTheDocument();
    await user.dblClick(within(card).getByRole("button", { name: "Pay $4.50 now" }));
    expect(await within(card).findByRole("button", { name: /Reserve/ })).toBeInTheDocument();
    expect(api.callsTo("POST /payments/charge_balance")).toHaveLength(1);
  });

  it("when the map's provider already says the balance blocks it: paying asks for the vehicle, and Reserve shows", async () => {
    // The map names the reason on every provider (no vehicle asked for); once paid, the map's answer no longer does.
    let paid = false;
    const blockedMap = () => {
      const map = wireFixture("GET_mobility_map") as { providers: Record<string, unknown>[] };
      const providers = map.providers.map((provider) => ({
        ...provider,
        usage_prohibited_reason: paid ? null : "usage_prohibited_cash_balance",
      }));
      return { body: { ...map, providers } };
    };
    const member = wireFixture("GET_me");
    const api = mobilityApi({
      "GET /me": () => ({ body: { ...member, chargeable_cash_balance: paid ? null : OWES } }),
      "GET /mobility/map": blockedMap,
      "GET /mobility/vehicle": () => ({ body: paid ? wireFixture("GET_mobility_vehicle") : BLOCKED }),
      "POST /payments/charge_balance": () => {
        paid = true;
        return { body: { ...member, chargeable_cash_balance: null } };
      },
    });
    const { user, card } = await openBlockedVehicle(api);
    await user.click(await within(card).findByRole("button", { name: "Pay $4.50 now" }));
    expect(await within(card).findByRole("button", { name: /Reserve/ })).toBeInTheDocument();
    expect(api.callsTo("GET /mobility/vehicle")).toHaveLength(1);
  });

  it("a 402 charge_balance is said in words, and the payment is offered again", async () => {
    const api = owingApi(wireFixture("GET_me"), {
      "POST /payments/charge_balance": errorAnswer(402, "charge_balance"),
    });
    const { user, card } = await openBlockedVehicle(api);
    await user.click(await within(card).findByRole("button", { name: "Pay $4.50 now" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "We couldn't charge your balance to this payment method.",
    );
    expect(within(card).getByRole("button", { name: "Pay $4.50 now" })).toBeEnabled();
  });

  it("Pay charges only the amount shown: a balance changed since the card opened is shown to confirm, nothing charged", async () => {
    let owes = OWES;
    const member = wireFixture("GET_me");
    const api = owingApi(member, {
      "GET /me": () => ({ body: { ...member, chargeable_cash_balance: owes } }),
    });
    const { user, card } = await openBlockedVehicle(api);
    const shown = await within(card).findByRole("button", { name: "Pay $4.50 now" });
    await waitFor(() => expect(api.callsTo("GET /me").length).toBeGreaterThanOrEqual(2));
    // A ride ends meanwhile: the server's balance is now $9.25 owed.
    owes = { cents: -925, currency: "USD" };
    await user.click(shown);
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "What you owe has changed. Nothing was charged: you now owe $9.25.",
    );
    expect(within(card).getByRole("button", { name: "Pay $9.25 now" })).toBeEnabled();
    expect(api.callsTo("POST /payments/charge_balance")).toHaveLength(0);
  });

  it("with no payment method on file, leads to adding a card (which pays the balance) and back to the map", async () => {
    const { card } = await openBlockedVehicle(
      owingApi({ ...wireFixture("GET_me"), payment_instruments: [] }),
    );
    expect(await within(card).findByRole("link", { name: "Add a card to pay $4.50" })).toHaveAttribute(
      "href",
      "/add-card?returnToImmediate=%2Fmobility",
    );
  });

  it("with only an expired card, offers adding a card and no Pay, which the backend would refuse", async () => {
    const member = wireFixture("GET_me") as { payment_instruments: Record<string, unknown>[] };
    const expired = { ...member.payment_instruments[1], status: "expired", usable_for_funding: false };
    const { card } = await openBlockedVehicle(owingApi({ ...member, payment_instruments: [expired] }));
    expect(await within(card).findByRole("link", { name: "Add a card to pay $4.50" })).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /Pay \$4\.50 now/ })).not.toBeInTheDocument();
  });

  it("after a refused charge (402), offers another card, back to the map", async () => {
    const api = owingApi(wireFixture("GET_me"), {
      "POST /payments/charge_balance": errorAnswer(402, "charge_balance"),
    });
    const { user, card } = await openBlockedVehicle(api);
    await user.click(await within(card).findByRole("button", { name: "Pay $4.50 now" }));
    expect(await within(card).findByRole("link", { name: "Add another card to pay $4.50" })).toHaveAttribute(
      "href",
      "/add-card?returnToImmediate=%2Fmobility",
    );
  });

  it("at 5dd9af6c (no chargeable_cash_balance) the reason's own words stay, with no payment offered", async () => {
    const api = mobilityApi({ "GET /mobility/vehicle": { body: BLOCKED } });
    const { card } = await openBlockedVehicle(api);
    expect(await within(card).findByText(/Add funds or update your payment method/)).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
  });
});
