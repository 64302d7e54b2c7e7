import { createFakeApi, errorAnswer, renderRoute, wireFixture } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as tripPage from "./trip-page.tsx";
import * as tripsPage from "./trips-page.tsx";

const trips = wireFixture("GET_mobility_trips");
const receiptRoute = { path: routePatterns.trip, ...tripPage };

describe("/trips", () => {
  it("R-31 F-178 F-179 F-180 A-53 groups the trips by week under their dates, each row with its vehicle, ride, start and cost", async () => {
    const api = createFakeApi({ "GET /mobility/trips": { body: trips } });
    renderRoute(tripsPage, { path: routePatterns.trips, api });
    expect(await screen.findByRole("heading", { level: 1, name: "Trips" })).toBeInTheDocument();
    const weeks = screen.getAllByRole("heading", { level: 2 });
    expect(weeks.map((week) => week.textContent)).toEqual([
      "June 9, 2025 — June 15, 2025",
      "June 2, 2025 — June 8, 2025",
    ]);
    const first = weeks[0]!.closest("section")!;
    const rows = within(first).getAllByRole("link");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Lime Scooter ride • 14 min");
    expect(rows[0]!.textContent).toMatch(/Jun 14, \d{1,2}:32/);
    expect(rows[0]).toHaveTextContent("$1.48");
    expect(rows[0]!.querySelector("svg")).toHaveAttribute("height", "42");
    expect(rows[0]!.querySelector("svg")).toHaveAttribute("data-provider", "lime");
    expect(rows[1]).toHaveTextContent("Lyft E-bike ride • 21 min");
    expect(within(weeks[1]!.closest("section")!).getAllByRole("link")).toHaveLength(1);
  });

  it("F-181 D-15 a row opens /trip/{id} with the trip as base64url JSON in the address, and the receipt needs no request", async () => {
    const api = createFakeApi({ "GET /mobility/trips": { body: trips } });
    const page = renderRoute(tripsPage, { path: routePatterns.trips, api, routes: [receiptRoute] });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole("link", { name: /Lime Scooter ride • 14\smin/ }))[0]!);
    expect(await screen.findByRole("heading", { level: 1, name: "June 14, 2025" })).toBeInTheDocument();
    const { pathname, search } = page.router.state.location;
    expect(pathname).toBe("/trip/5588");
    const value = new URLSearchParams(search).get("trip")!;
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    const json = JSON.parse(
      new TextDecoder().decode(
        Uint8Array.from(atob(value.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0)),
      ),
    ) as { id: number; provider: { vendorName: string } };
    expect(json).toMatchObject({ id: 5588, provider: { vendorName: "Lime" } });
    expect(api.calls.map((call) => call.path)).toEqual(["/mobility/trips"]);
  });

  it("F-179 reaches older trips page by page when there are more than one page of them", async () => {
    const api = createFakeApi({
      "GET /mobility/trips": (request) => ({
        body: { ...trips, current_page: Number(request.search.get("page")), page_count: 2, has_more: true },
      }),
    });
    const page = renderRoute(tripsPage, { path: routePatterns.trips, api });
    await userEvent.setup().click(await screen.findByRole("link", { name: "Next page" }));
    expect(await screen.findByRole("link", { name: "Previous page" })).toBeInTheDocument();
    expect(page.router.state.location.search).toBe("?page=2");
    expect(api.callsTo("GET /mobility/trips").map((call) => call.search.get("page"))).toEqual(["1", "2"]);
  });

  it("F-178 shows the empty state with a way to the map when there are no trips", async () => {
    const api = createFakeApi({
      "GET /mobility/trips": { body: { ...trips, items: [], weeks: [], total_count: 0 } },
    });
    renderRoute(tripsPage, { path: routePatterns.trips, api });
    expect(
      await screen.findByRole("heading", { name: "You haven't taken any trips yet." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a ride" })).toHaveAttribute("href", "/mobility");
  });

  it("E-03 E-25 shows the error view with Try again when the trips fail to load", async () => {
    const api = createFakeApi({ "GET /mobility/trips": errorAnswer(500, "api_error") });
    renderRoute(tripsPage, { path: routePatterns.trips, api });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("/trip/{id}", () => {
  const ride = {
    id: 5588,
    vehicleId: "LIME-7XQ2K",
    vehicleType: "escooter",
    provider: { id: 4, name: "Lime E-Scooter", slug: "lime", vendorName: "Lime", vendorSlug: "lime" },
    beginLat: "45.5",
    beginLng: "-122.6",
    beginAddress: { part1: "1500 SE Hawthorne Blvd", part2: "Portland, OR 97214" },
    beganAt: "2025-06-14T17:32:05.123+00:00",
    endLat: "45.52",
    endLng: "-122.67",
    endAddress: { part1: "701 SW 6th Ave", part2: "Portland, OR 97204" },
    endedAt: "2025-06-14T17:45:38.902+00:00",
    ongoing: false,
    charge: {
      undiscountedCost: { cents: 612, currency: "USD" },
      customerCost: { cents: 148, currency: "USD" },
      savings: { cents: 464, currency: "USD" },
      lineItems: [
        { amount: { cents: 50, currency: "USD" }, memo: "Unlock fee" },
        { amount: { cents: 98, currency: "USD" }, memo: "Ride (14 min @ $0.07/min)" },
      ],
    },
    minutes: 14,
    image: { url: "http://api.test/api/v1/images/im_1", caption: "" },
  };
  const encode = (value: unknown, base64url = true) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const text = btoa(String.fromCharCode(...bytes));
    return encodeURIComponent(
      base64url ? text.replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "") : text,
    );
  };
  const openReceipt = (at: string) =>
    renderRoute(tripPage, { path: routePatterns.trip, at, api: createFakeApi() });

  it("R-32 F-182 C-29 shows the date, vehicle, cost, thanks, photo, both ends and every charge line", async () => {
    openReceipt(`/trip/5588?trip=${encode(ride)}`);
    expect(await screen.findByRole("heading", { level: 1, name: "June 14, 2025" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Trips/ })).toHaveAttribute("href", "/trips");
    // C-29: the receipt draws the ride's vehicle (a decorative picture: the text names it) 60 high.
    expect(document.querySelector('svg[data-provider="lime"][data-vehicle="escooter"]')).toHaveAttribute(
      "height",
      "60",
    );
    expect(screen.getByText("Lime Scooter ride • 14 min")).toBeInTheDocument();
    expect(screen.getByText("You saved $4.64")).toBeInTheDocument();
    expect(screen.getByText("Thanks for riding!")).toBeInTheDocument();
    const photo = screen.getByRole("img", { name: "Photo of where you parked" });
    expect(photo).toHaveAttribute("height", "300");
    const ends = within(screen.getByRole("region", { name: "Your Trip" })).getAllByRole("listitem");
    expect(ends[0]!.textContent).toMatch(/Start1500 SE Hawthorne BlvdPortland, OR 97214\d{1,2}:32/);
    expect(ends[1]!.textContent).toMatch(/End701 SW 6th AvePortland, OR 97204\d{1,2}:45/);
    const payment = within(screen.getByRole("region", { name: "Payment" }));
    expect(payment.getByText("Unlock fee").closest("div")).toHaveTextContent("$0.50");
    expect(payment.getByText("Ride (14 min @ $0.07/min)").closest("div")).toHaveTextContent("$0.98");
    expect(payment.getByText("Total").closest("div")).toHaveTextContent("$1.48");
    await waitFor(() => expect(document.title).toBe("Trip receipt | Tandem"));
  });

  it("F-182 reads well for an imported trip without addresses or photo, carried as standard base64 with UTF-8", async () => {
    const imported = {
      ...ride,
      provider: { ...ride.provider, vendorName: "Ñandú Bikes", slug: "nandu" },
      vehicleType: "ebike",
      beginAddress: null,
      endAddress: null,
      image: null,
    };
    openReceipt(`/trip/5588?trip=${encode(imported, false)}`);
    expect(await screen.findByText("Ñandú Bikes E-bike ride • 14 min")).toBeInTheDocument();
    const ends = within(screen.getByRole("region", { name: "Your Trip" })).getAllByRole("listitem");
    expect(ends[0]!.textContent).toMatch(/^Start\d{1,2}:32/);
    expect(ends[1]!.textContent).toMatch(/^End\d{1,2}:45/);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByRole("separator")).toBeInTheDocument();
  });

  it.each([
    ["not base64", "%%%"],
    ["cut short", encode(ride).slice(0, 40)],
    ["not a trip", encode({ hello: "world" })],
    ["missing", ""],
  ])("E-24 D-15 shows the error view, never a crash, when the trip value is %s", async (_, value) => {
    openReceipt(`/trip/5588?trip=${value}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "We can't open this receipt" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See your trips" })).toHaveAttribute("href", "/trips");
  });

  it("E-24 D-15 shows the error view for a trip carried under another trip's address", async () => {
    openReceipt(`/trip/9999?trip=${encode(ride)}`);
    expect(await screen.findByRole("heading", { name: "We can't open this receipt" })).toBeInTheDocument();
  });
});
