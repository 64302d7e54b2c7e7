import { meQueries } from "@tandem/api-client/react";
import { defaultPageSettings, type MobilitySettings } from "@tandem/page-kit";
import { errorAnswer, renderRoute, type FakeApi } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeMapView, type FakeMapView } from "../testing/fake-map-view.ts";
import { AT_SCOOTER, fakeGeolocation, mobilityApi, wireFixture } from "../testing/mobility-fixtures.ts";
import * as mobilityPage from "./mobility-page.tsx";

// maplibre is faked at the adapter's module boundary: the tests see what the page asks the map to draw.
const maps: FakeMapView[] = [];
vi.mock("./view/maplibre-map.ts", () => ({
  createMapView: (_container: HTMLElement, options: never, events: never) => {
    const view = createFakeMapView(options, events);
    maps.push(view);
    return Promise.resolve(view);
  },
}));

const ON: MobilitySettings = { enabled: true, restricted: false, mapsAccessToken: undefined };

function renderMobility(api: FakeApi, settings: MobilitySettings = ON) {
  const page = renderRoute(mobilityPage, {
    path: routePatterns.mobility,
    api,
    settings: { ...defaultPageSettings, mobility: settings },
  });
  return { ...page, user: userEvent.setup() };
}

const map = () => {
  const view = maps.at(-1);
  if (!view) throw new Error("no map yet");
  return view;
};
// What a member sees: not the drawer's hidden copies of its other messages, which only keep its size.
const HIDDEN = "[aria-hidden='true'] *, script, style";
const drawer = (name: string | RegExp) => screen.findByRole("dialog", { name });

async function openListAndPickNearest(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "List nearby vehicles" }));
  const list = await screen.findByRole("list", { name: "Nearby vehicles, nearest first" });
  const [nearest] = within(list).getAllByRole("button");
  if (!nearest) throw new Error("empty list");
  return nearest;
}

/** The vehicle card of the nearest scooter, its detail answering with `deeplink`. */
async function vehicleCardWithDeeplink(deeplink: string) {
  fakeGeolocation({ position: AT_SCOOTER });
  const vehicle = { ...wireFixture("GET_mobility_vehicle"), deeplink };
  const { user } = renderMobility(mobilityApi({ "GET /mobility/vehicle": { body: vehicle } }));
  await user.click(await openListAndPickNearest(user));
  return drawer("Vehicle details");
}

describe("/mobility", () => {
  beforeEach(() => {
    maps.length = 0;
    localStorage.clear();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("R-16 D-02 F-184 with the mobility flag off shows the waitlist and loads no map", async () => {
    const s = (text: string) => ["s", text];
    const api = mobilityApi({
      "GET /meta/static_strings/en/surveys": {
        body: { mobility_waitlist: { title: s("Rides are coming"), intro: s("Join to hear first.") } },
      },
    });
    renderMobility(api, { ...ON, enabled: false });
    expect(await screen.findByRole("heading", { level: 1, name: "Mobility" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Rides are coming" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join the waitlist" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Mobility | Tandem"));
    expect(api.callsTo("GET /mobility/map")).toHaveLength(0);
  });

  it("F-083 F-085 the list's vehicles load first, round the default place, and the map opens there at zoom 8 once they have answered", async () => {
    fakeGeolocation({ code: 3 });
    let answer: () => void = () => undefined;
    const api = mobilityApi({
      "GET /mobility/map": () =>
        new Promise((resolve) => (answer = () => resolve({ body: wireFixture("GET_mobility_map") }))),
    });
    const { user } = renderMobility(api);
    await waitFor(() => expect(api.callsTo("GET /mobility/map")).toHaveLength(1));
    // About a phone screen at zoom 15 round the start, padded by its own size on each side.
    const search = api.callsTo("GET /mobility/map")[0]?.search;
    expect(search?.getAll("sw[]").map(Number)[0]).toBeCloseTo(45.4972);
    expect(search?.getAll("ne[]").map(Number)[1]).toBeCloseTo(-122.6544);
    expect(screen.getByText("Loading the map…")).toBeInTheDocument();
    expect(maps).toHaveLength(0);
    answer();
    // Nearest to the start, as no place of the member's is known.
    const nearest = await openListAndPickNearest(user);
    expect(nearest).toHaveTextContent("E-bike · Lyft340 m away");
    await waitFor(() => expect(maps).toHaveLength(1));
    expect(map().options.camera).toEqual({ lat: 45.5152, lng: -122.6784, zoom: 8 });
    expect(map().calls.flyTo).not.toHaveBeenCalled();
    expect(await screen.findByRole("button", { name: "Zoom in" })).toBeInTheDocument();
  });

  it("F-109 F-092 a located member's list is round them, and the map then opens on them at zoom 15 without a flight", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    const api = mobilityApi();
    const { user } = renderMobility(api);
    const nearest = await openListAndPickNearest(user);
    expect(nearest).toHaveTextContent("E-scooter · Lime");
    expect(nearest).toHaveTextContent("10 m away");
    const areas = api.callsTo("GET /mobility/map").map((call) => call.search.getAll("sw[]").map(Number));
    expect(areas.some(([lat]) => Math.abs((lat ?? 0) - (AT_SCOOTER.latitude - 0.018)) < 0.001)).toBe(true);
    await waitFor(() => expect(maps).toHaveLength(1));
    expect(map().options.camera).toEqual({ lat: AT_SCOOTER.latitude, lng: AT_SCOOTER.longitude, zoom: 15 });
    expect(map().calls.flyTo).not.toHaveBeenCalled();
    expect(map().calls.setUser).toHaveBeenLastCalledWith({
      lat: AT_SCOOTER.latitude,
      lng: AT_SCOOTER.longitude,
      accuracy: 25,
    });
    // F-092: what is drawn comes from the clustering worker, handed over to the map when it opens.
    await waitFor(() => expect(map().calls.setPoints.mock.lastCall?.[0].length).toBeGreaterThan(0));
    expect(await screen.findByRole("button", { name: "Zoom in" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Locate me" })).toBeInTheDocument();
  });

  it("F-092 F-110 says what the map draws, flies into a tapped cluster, and Locate me flies back to the member", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    const { user } = renderMobility(mobilityApi());
    await waitFor(() => expect(map().calls.setPoints.mock.lastCall?.[0].length).toBeGreaterThan(0));
    const drawn = map().calls.setPoints.mock.lastCall?.[0] ?? [];
    const groups = drawn.filter((feature) => "cluster" in feature.properties);
    const summary = `${drawn.length - groups.length} vehicles and ${groups.length} groups of vehicles on the map`;
    expect(
      screen.getByRole("region", { name: "Map of shared e-bikes and e-scooters" }),
    ).toHaveAccessibleDescription(summary.replace("1 groups of vehicles", "1 group of vehicles"));
    // The contract's dock (three vehicles within two metres) is one group at zoom 15.
    const [cluster] = groups;
    expect(cluster?.properties).toMatchObject({ cluster: true, point_count: 3 });
    const id = cluster && "cluster_id" in cluster.properties ? cluster.properties.cluster_id : -1;
    act(() => map().events.onClusterTap(id, { lat: 45.51, lng: -122.67 }));
    await waitFor(() =>
      expect(map().calls.flyTo).toHaveBeenLastCalledWith({ lat: 45.51, lng: -122.67, zoom: 17 }),
    );
    map().calls.flyTo.mockClear();
    await user.click(screen.getByRole("button", { name: "Locate me" }));
    const [target] = map().calls.flyTo.mock.lastCall ?? [];
    expect(target).toMatchObject({ lat: AT_SCOOTER.latitude, lng: AT_SCOOTER.longitude });
    expect(target?.zoom).toBeGreaterThanOrEqual(15);
  });

  it("F-095 A-25 D-09 F-098 F-102 selecting from the list flies there, loads the vehicle and shows the card: the service's name as its title, its rate", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    const api = mobilityApi();
    const { user } = renderMobility(api);
    await user.click(await openListAndPickNearest(user));
    const card = await drawer("Vehicle details");
    await waitFor(() => expect(card).toHaveFocus());
    expect(await within(card).findByText("$0.50 to unlock, then $0.07 per minute")).toBeInTheDocument();
    expect(
      within(card).getByText("Usually $1.00 to unlock, then $0.39 per minute").closest("s"),
    ).not.toBeNull();
    expect(within(card).getByRole("heading", { name: "Lime E-Scooter" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Reserve scooter" })).toBeInTheDocument();
    const query = api.callsTo("GET /mobility/vehicle")[0]?.search;
    expect(query?.getAll("loc[]")).toEqual(["455122911", "-1226587344"]);
    expect(query?.get("provider_id")).toBe("12");
    expect(query?.get("type")).toBe("escooter");
    expect(map().calls.flyTo).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: 18 }));
    expect(map().calls.setSelected).toHaveBeenLastCalledWith(expect.objectContaining({ type: "escooter" }));
  });

  it("F-096 a map tap clears the selection and Escape does too, focus going back to the vehicle in the list", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    const { user } = renderMobility(mobilityApi());
    await user.click(await openListAndPickNearest(user));
    await drawer("Vehicle details");
    await user.keyboard("{Escape}");
    const intro = await drawer("Find a ride");
    await waitFor(() =>
      expect(within(intro).getAllByRole("button", { name: /E-scooter · Lime/ })[0]).toHaveFocus(),
    );
    await user.click(within(intro).getAllByRole("button", { name: /E-scooter · Lime/ })[0]!);
    await drawer("Vehicle details");
    act(() => map().events.onEmptyTap());
    expect(await drawer("Find a ride")).toBeInTheDocument();
    expect(map().calls.setSelected).toHaveBeenLastCalledWith(null);
  });

  it("F-103 A-26 F-104 F-106 F-107 A-27 D-32 F-108 reserves once, rides, ends where the member is, and shows the charge", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    const api = mobilityApi();
    const { user, context } = renderMobility(api);
    await user.click(await openListAndPickNearest(user));
    const reserve = await screen.findByRole("button", { name: "Reserve scooter" });
    await user.dblClick(reserve);
    const trip = await drawer("Trip in progress");
    expect(api.callsTo("POST /mobility/begin_trip")).toHaveLength(1);
    expect(api.callsTo("POST /mobility/begin_trip")[0]?.body).toEqual({
      provider_id: 12,
      vehicle_id: "LIME-7XQ2K",
      rate_id: 21,
    });
    // The member is refreshed from the answer: the trip is on them now.
    const member = () => context.queryClient.getQueryData(meQueries.current(context.apiClient).queryKey);
    await waitFor(() => expect(member()?.ongoingTrip).not.toBeNull());
    expect(within(trip).getByText(/Trip started at/)).toBeInTheDocument();
    expect(within(trip).getByRole("timer")).toBeInTheDocument();
    expect(map().calls.setPoints).toHaveBeenLastCalledWith([]);
    const loads = api.callsTo("GET /mobility/map").length;
    await user.dblClick(within(trip).getByRole("button", { name: "End trip" }));
    const summary = await drawer("Trip ended");
    expect(api.callsTo("POST /mobility/end_trip")).toHaveLength(1);
    expect(api.callsTo("POST /mobility/end_trip")[0]?.body).toEqual({
      lat: AT_SCOOTER.latitude,
      lng: AT_SCOOTER.longitude,
    });
    expect(within(summary).getByText(/Thanks for riding with Lime/)).toBeInTheDocument();
    expect(within(summary).getByText("You paid").nextSibling).toHaveTextContent("$1.48");
    expect(within(summary).getByText("You saved").nextSibling).toHaveTextContent("$4.64");
    await waitFor(() => expect(member()?.ongoingTrip).toBeNull());
    await user.click(within(summary).getAllByRole("button", { name: "Close" }).at(-1)!);
    expect(await drawer("Find a ride")).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET /mobility/map").length).toBeGreaterThan(loads));
  });

  it("E-03 F-089 vehicles that fail to load the first time say so, never 'no vehicles', and Try again loads them", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    let failing = true;
    const vehicles = wireFixture("GET_mobility_map");
    const api = mobilityApi({
      "GET /mobility/map": () => (failing ? errorAnswer(400, "validation_error") : { body: vehicles }),
    });
    const { user } = renderMobility(api);
    await user.click(await screen.findByRole("button", { name: "List nearby vehicles" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Vehicles couldn't be loaded.");
    expect(screen.getByText("Vehicles couldn't be loaded. Trying again soon.")).toBeInTheDocument();
    // The member's location arriving redraws the list: still the failure, not an empty area.
    await waitFor(() => expect(map().calls.setUser).toHaveBeenCalled());
    expect(screen.queryByText(/No vehicles around here/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing the last ones/)).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    const list = await screen.findByRole("list", { name: "Nearby vehicles, nearest first" });
    expect(within(list).getAllByRole("button").length).toBeGreaterThan(0);
    expect(screen.queryByText(/couldn't be loaded/)).not.toBeInTheDocument();
  });

  it("F-103 a refused reserve shows the error inside the card", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    const { user } = renderMobility(
      mobilityApi({ "POST /mobility/begin_trip": errorAnswer(409, "ongoing_trip") }),
    );
    await user.click(await openListAndPickNearest(user));
    await user.click(await screen.findByRole("button", { name: "Reserve scooter" }));
    const card = await drawer("Vehicle details");
    expect(await within(card).findByRole("alert")).toHaveTextContent("You already have a trip in progress.");
  });

  it("F-103 F-105 a reserve whose answer was lost but began the trip opens the trip card from the member", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    const member = wireFixture("GET_me");
    const riding = { ...member, ongoing_trip: wireFixture("POST_mobility_begin_trip") };
    let begun = false;
    const api = mobilityApi({
      "GET /me": () => ({ body: begun ? riding : member }),
      // The server began the trip; its answer never reached the app (a dropped connection).
      "POST /mobility/begin_trip": () => {
        begun = true;
        return Promise.reject(new TypeError("Failed to fetch"));
      },
    });
    const { user } = renderMobility(api);
    await user.click(await openListAndPickNearest(user));
    await user.click(await screen.findByRole("button", { name: "Reserve scooter" }));
    const trip = await drawer("Trip in progress");
    expect(within(trip).getByText(/Trip started at/)).toBeInTheDocument();
    expect(api.callsTo("POST /mobility/begin_trip")).toHaveLength(1);
  });

  it.each([
    ["its answer was lost (a dropped connection)", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["it was refused as no longer in progress", () => errorAnswer(409, "no_active_trip")],
  ])("F-107 an end that failed but ended the trip shows its summary: %s", async (_case, failure) => {
    fakeGeolocation({ position: AT_SCOOTER });
    const riding = wireFixture("GET_me_during_trip");
    const trips = wireFixture("GET_mobility_trips");
    const ongoing = riding.ongoing_trip as { id: number };
    const earlier = (trips.items as { id: number }[]).filter((trip) => trip.id !== ongoing.id);
    let ended = false;
    const api = mobilityApi({
      "GET /me": () => ({ body: ended ? { ...riding, ongoing_trip: null } : riding }),
      "GET /mobility/trips": () => ({
        body: ended ? trips : { ...trips, items: earlier, ongoing },
      }),
      // The server ended the trip; the app heard nothing of it, or only a refusal.
      "POST /mobility/end_trip": () => {
        ended = true;
        return failure();
      },
    });
    const { user, context } = renderMobility(api);
    const trip = await drawer("Trip in progress");
    await user.click(await within(trip).findByRole("button", { name: "End trip" }));
    const summary = await drawer("Trip ended");
    expect(within(summary).getByText("You paid").nextSibling).toHaveTextContent("$1.48");
    expect(api.callsTo("POST /mobility/end_trip")).toHaveLength(1);
    const member = () => context.queryClient.getQueryData(meQueries.current(context.apiClient).queryKey);
    await waitFor(() => expect(member()?.ongoingTrip).toBeNull());
  });

  it("F-105 a member already riding opens on the trip card and loads no vehicles", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    const api = mobilityApi({ "GET /me": { body: wireFixture("GET_me_during_trip") } });
    renderMobility(api);
    const trip = await drawer("Trip in progress");
    expect(await within(trip).findByRole("button", { name: "End trip" })).toBeInTheDocument();
    await waitFor(() => expect(maps).toHaveLength(1));
    expect(api.callsTo("GET /mobility/map")).toHaveLength(0);
  });

  it.each([
    [
      "F-099 D-10",
      { usage_prohibited_reason: "usage_prohibited_instrument_required" },
      "link",
      "Add a payment method",
      "/funding",
    ],
    ["F-100", { goto_private_account: true }, "link", "Get started", "/private-accounts"],
    [
      "F-101",
      { deeplink: "lime://unlock/LIME-7XQ2K" },
      "link",
      "Open the Lime app",
      "lime://unlock/LIME-7XQ2K",
    ],
  ])("%s shows the card's branch instead of Reserve", async (_rows, change, role, name, href) => {
    fakeGeolocation({ position: AT_SCOOTER });
    const vehicle = { ...wireFixture("GET_mobility_vehicle"), ...change };
    const { user } = renderMobility(mobilityApi({ "GET /mobility/vehicle": { body: vehicle } }));
    await user.click(await openListAndPickNearest(user));
    const card = await drawer("Vehicle details");
    expect(await within(card).findByRole(role as "link", { name })).toHaveAttribute("href", href);
    expect(within(card).queryByRole("button", { name: /Reserve/ })).not.toBeInTheDocument();
  });

  it.each(["https://biketownpdx.example/app/unlock", "lyft://bikes/unlock", "biketown://unlock/BT-1"])(
    "F-101 a deeplink to the web or a provider's app (%s) is the open-app link",
    async (deeplink) => {
      const card = await vehicleCardWithDeeplink(deeplink);
      expect(await within(card).findByRole("link", { name: "Open the Lime app" })).toHaveAttribute(
        "href",
        deeplink,
      );
    },
  );

  it.each([
    "javascript:alert(1)",
    "java__blank__script:alert(1)",
    "intent://scan/#Intent;scheme=zxing;end",
    "http://li.me/unlock",
    "data:text/html,<script>alert(1)</script>",
    "market://details?id=com.limebike",
    "//evil.example/unlock",
    "/\\evil.example/unlock",
    "/unlock/LIME-7XQ2K",
  ])(
    "F-101 S-03 a deeplink %j is no link: the card says it in words and offers no Reserve",
    async (deeplink) => {
      const card = await vehicleCardWithDeeplink(deeplink);
      expect(await within(card).findByText("Open the Lime app")).toBeInTheDocument();
      expect(within(card).queryByRole("link", { name: "Open the Lime app" })).not.toBeInTheDocument();
      expect([...card.querySelectorAll("a")].map((a) => a.getAttribute("href"))).not.toContain(deeplink);
      expect(within(card).queryByRole("button", { name: /Reserve/ })).not.toBeInTheDocument();
    },
  );

  it("F-097 S-12 restricted mobility says it is coming soon and never asks for the vehicle", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    const api = mobilityApi();
    const { user } = renderMobility(api, { ...ON, restricted: true });
    await user.click(await openListAndPickNearest(user));
    const card = await drawer("Vehicle details");
    expect(within(card).getByText(/coming soon to your programme/)).toBeInTheDocument();
    expect(api.callsTo("GET /mobility/vehicle")).toHaveLength(0);
  });

  it("E-13 a vehicle that cannot be found clears the selection and says so", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    const { user } = renderMobility(
      mobilityApi({ "GET /mobility/vehicle": errorAnswer(403, "vehicle_not_found") }),
    );
    await user.click(await openListAndPickNearest(user));
    const failed = await drawer("Vehicle unavailable");
    expect(
      within(failed).getByText("This vehicle is no longer available. Please choose another one."),
    ).toBeInTheDocument();
  });

  it("F-111 F-112 A-28 A-29 denied location shows Chrome's help and, with no cached place, flies to the IP's at zoom 14", async () => {
    fakeGeolocation({ code: 1 });
    const api = mobilityApi({
      "GET /api/useragent": {
        body: { device: "Chrome", platform: "Linux", platform_version: "", is_android: false, is_ios: false },
      },
    });
    renderMobility(api);
    const link = await screen.findByRole("link", { name: /See how to allow location in your browser/ });
    expect(link.getAttribute("href")).toContain("support.google.com/chrome/answer/142065");
    await waitFor(() =>
      expect(map().calls.flyTo).toHaveBeenCalledWith({ lat: 45.5152, lng: -122.6784, zoom: 14 }),
    );
    expect(screen.queryByRole("button", { name: "Locate me" })).not.toBeInTheDocument();
  });

  it("F-111 E-12 F-018 an unknown browser gets the general words; with a cached place no IP lookup is made", async () => {
    localStorage.setItem("map-position", JSON.stringify({ lat: 45.53, lng: -122.66, zoom: 16 }));
    fakeGeolocation({ code: 2 });
    const api = mobilityApi({ "GET /api/useragent": errorAnswer(500, "api_error") });
    renderMobility(api);
    expect(
      await screen.findByText(/Allow location for this site in your browser settings/, { ignore: HIDDEN }),
    ).toBeInTheDocument();
    await waitFor(() => expect(maps).toHaveLength(1));
    expect(map().options.camera).toEqual({ lat: 45.53, lng: -122.66, zoom: 16 });
    expect(api.callsTo("GET /meta/geolocate_ip")).toHaveLength(0);
  });

  it("E-12 E-14 a failed IP lookup shows the unhandled error; a timeout (code 3) shows no location message", async () => {
    fakeGeolocation({ code: 1 });
    renderMobility(mobilityApi({ "GET /meta/geolocate_ip": errorAnswer(500, "api_error") }));
    expect(
      await screen.findByText("Sorry, something went wrong on our side.", { exact: false }),
    ).toBeInTheDocument();
  });

  it("E-14 a location timeout changes nothing", async () => {
    fakeGeolocation({ code: 3 });
    renderMobility(mobilityApi());
    expect(await screen.findByText(/Tap a vehicle on the map/, { ignore: HIDDEN })).toBeInTheDocument();
    expect(screen.queryByText(/can't see where you are/, { ignore: HIDDEN })).not.toBeInTheDocument();
  });

  it("F-094 a tapped restriction area opens its popup where it was tapped", async () => {
    fakeGeolocation({ position: AT_SCOOTER });
    renderMobility(mobilityApi());
    await waitFor(() => expect(maps).toHaveLength(1));
    act(() => map().events.onRestrictionTap("do-not-park-or-ride", { lat: 45.52, lng: -122.67 }));
    const [at, content] = map().calls.openPopup.mock.lastCall ?? [];
    expect(at).toEqual({ lat: 45.52, lng: -122.67 });
    await waitFor(() => expect(content).toHaveTextContent("No parking"));
    expect(content).toHaveTextContent("No riding");
    expect(content?.querySelector("hr")).not.toBeNull();
  });

  it("F-113 leaving the page stops the location watch and removes the map", async () => {
    const watch = fakeGeolocation({ position: AT_SCOOTER });
    const { unmount } = renderMobility(mobilityApi());
    await waitFor(() => expect(maps).toHaveLength(1));
    unmount();
    expect(watch.clearWatch).toHaveBeenCalledWith(7);
    expect(map().destroy).toHaveBeenCalled();
  });
});
