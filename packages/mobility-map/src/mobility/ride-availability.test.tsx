import { defaultPageSettings, type MobilitySettings } from "@tandem/page-kit";
import { renderRoute, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeMapView } from "../testing/fake-map-view.ts";
import { AT_SCOOTER, fakeGeolocation, mobilityApi, wireFixture } from "../testing/mobility-fixtures.ts";
import * as mobilityPage from "./mobility-page.tsx";

// Why a ride is unavailable, before any vehicle call: the map's providers carry why the member may not
// use them, and the vehicle card names the discount and the match taken at the end.
vi.mock("./view/maplibre-map.ts", () => ({
  createMapView: (_container: HTMLElement, options: never, events: never) =>
    Promise.resolve(createFakeMapView(options, events)),
}));

const ON: MobilitySettings = { enabled: true, restricted: false, mapsAccessToken: undefined };

/** The contract's map, its first provider (Lime, the nearest scooter's) prohibited for `reason`. */
function mapProhibiting(reason: string) {
  const map = wireFixture("GET_mobility_map") as { providers: object[] };
  const [lime, ...others] = map.providers;
  return { ...map, providers: [{ ...lime, usage_prohibited_reason: reason }, ...others] };
}

async function pickNearest(api: FakeApi) {
  fakeGeolocation({ position: AT_SCOOTER });
  renderRoute(mobilityPage, {
    path: routePatterns.mobility,
    api,
    settings: { ...defaultPageSettings, mobility: ON },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "List nearby vehicles" }));
  const list = await screen.findByRole("list", { name: "Nearby vehicles, nearest first" });
  await user.click(within(list).getAllByRole("button")[0]!);
  return screen.findByRole("dialog", { name: "Vehicle details" });
}

describe("/mobility, why a ride is unavailable", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("F-099 a prohibited provider says why at the first tap, with its name and rate, and asks for no vehicle", async () => {
    const api = mobilityApi({
      "GET /mobility/map": { body: mapProhibiting("usage_prohibited_instrument_required") },
    });
    const card = await pickNearest(api);
    expect(within(card).getByRole("heading", { name: "Lime E-Scooter" })).toBeInTheDocument();
    expect(within(card).getByText("E-scooter · Lime")).toBeInTheDocument();
    expect(within(card).getByText("$0.50 to unlock, then $0.07 per minute")).toBeInTheDocument();
    expect(within(card).getByRole("note")).toHaveTextContent("Add a payment method to use this service.");
    expect(within(card).getByRole("link", { name: "Add a payment method" })).toHaveAttribute(
      "href",
      "/funding",
    );
    expect(within(card).queryByRole("button", { name: /Reserve/ })).not.toBeInTheDocument();
    await waitFor(() => expect(card).toHaveFocus());
    expect(api.callsTo("GET /mobility/vehicle")).toHaveLength(0);
  });

  it("F-099 a provider prohibited by a negative balance offers adding funds, still with no vehicle call", async () => {
    const api = mobilityApi({
      "GET /mobility/map": { body: mapProhibiting("usage_prohibited_cash_balance") },
    });
    const card = await pickNearest(api);
    expect(within(card).getByRole("note")).toHaveTextContent("Your balance is below zero");
    expect(within(card).getByRole("link", { name: "Add funds" })).toHaveAttribute("href", "/add-funds");
    expect(api.callsTo("GET /mobility/vehicle")).toHaveLength(0);
  });

  it("F-098 the card names the discounted rate and says the match is applied at the end", async () => {
    const vehicle = { ...wireFixture("GET_mobility_vehicle"), subsidy_match_percentage: 50 };
    const card = await pickNearest(mobilityApi({ "GET /mobility/vehicle": { body: vehicle } }));
    expect(await within(card).findByText("Suma Lime Rate")).toBeInTheDocument();
    expect(
      within(card).getByText("Additional 50% savings applied at the end of your ride"),
    ).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Reserve scooter" })).toBeInTheDocument();
  });

  it("F-098 without a match or a discount the card shows neither", async () => {
    const { rate } = wireFixture("GET_mobility_vehicle") as { rate: object };
    const vehicle = { ...wireFixture("GET_mobility_vehicle"), rate: { ...rate, undiscounted_rate: null } };
    const card = await pickNearest(mobilityApi({ "GET /mobility/vehicle": { body: vehicle } }));
    expect(await within(card).findByRole("button", { name: "Reserve scooter" })).toBeInTheDocument();
    expect(within(card).queryByText("Suma Lime Rate")).not.toBeInTheDocument();
    expect(within(card).queryByText(/savings applied at the end/)).not.toBeInTheDocument();
  });

  it("F-101 a vendor-app card offers re-linking the private account", async () => {
    const vehicle = { ...wireFixture("GET_mobility_vehicle"), deeplink: "lime://unlock/LIME-7XQ2K" };
    const card = await pickNearest(mobilityApi({ "GET /mobility/vehicle": { body: vehicle } }));
    expect(await within(card).findByRole("link", { name: "Open the Lime app" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Signed out? Re-link your account" })).toHaveAttribute(
      "href",
      "/private-accounts",
    );
  });
});
