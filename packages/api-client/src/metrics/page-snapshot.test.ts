import { describe, expect, it } from "vitest";
import { scrubPath, scrubReferrer, scrubSearch } from "./page-address.ts";
import { readBrowserPage, type BrowserGlobals } from "./page-snapshot.ts";

function browser(overrides: Partial<BrowserGlobals> = {}): BrowserGlobals {
  const page: BrowserGlobals = {
    location: { pathname: "/app/food", search: "?x=1" },
    document: { title: "Food · Tandem", referrer: "https://example.org/", visibilityState: "visible" },
    navigator: {},
    screen: { width: 390, height: 844 },
    devicePixelRatio: 3,
    self: null,
    top: null,
    ...overrides,
  };
  page.self = page;
  page.top = overrides.top ?? page;
  return page;
}

describe("readBrowserPage", () => {
  it("F-029 reads path with the query's keys, referrer, title, screen and bot code", () => {
    expect(readBrowserPage(browser())).toEqual({
      path: "/app/food?x",
      referrer: "https://example.org/",
      title: "Food · Tandem",
      search: "?x",
      screen: [390, 844, 3],
      bot: 0,
      prerendering: false,
      framed: false,
    });
  });

  it("F-030 notices prerendering and frames", () => {
    const prerendered = browser({ document: { title: "", referrer: "", visibilityState: "prerender" } });
    expect(readBrowserPage(prerendered).prerendering).toBe(true);
    expect(readBrowserPage(browser({ top: {} })).framed).toBe(true);
  });

  it("D-25 a trip receipt's address reaches the counter without its trip or id", () => {
    const trip = btoa(JSON.stringify({ id: 5588, start: "1200 SE Morrison St", lat: 45.5171, charge: 345 }));
    const page = readBrowserPage(
      browser({ location: { pathname: "/app/trip/5588", search: `?trip=${trip}` } }),
    );
    expect(page.path).toBe("/app/trip/:id?trip");
    expect(page.search).toBe("?trip");
    expect(JSON.stringify(page)).not.toContain(trip.slice(0, 12));
    expect(JSON.stringify(page)).not.toContain("5588");
  });

  it("D-25 a preferences token never reaches the counter; the route's pattern is used when given", () => {
    const token = "pt_9f8e7d6c5b4a";
    const page = readBrowserPage(
      browser({
        location: { pathname: "/app/preferences-public", search: `?token=${token}` },
        document: {
          title: "Preferences | Tandem",
          referrer: `https://app.example/app/preferences-public?token=${token}`,
        },
      }),
      "/app/preferences-public",
    );
    expect(page.path).toBe("/app/preferences-public?token");
    expect(page.referrer).toBe("https://app.example/app/preferences-public");
    expect(JSON.stringify(page)).not.toContain(token);
    expect(
      readBrowserPage(browser({ location: { pathname: "/app/trip/5588", search: "" } }), "/app/trip/:tripId")
        .path,
    ).toBe("/app/trip/:tripId");
  });
});

describe("scrubbing addresses for page views (D-25)", () => {
  it.each([
    ["/app/food/12", "/app/food/:id"],
    ["/app/product/12/345", "/app/product/:id/:id"],
    ["/app/order/ord_8Kq2LmZ", "/app/order/:id"],
    ["/app/ledgers", "/app/ledgers"],
    ["/app/one-time-password", "/app/one-time-password"],
    ["/app/x/abcdefghijklmnopqrstuvwxyz", "/app/x/:id"],
  ])("scrubPath(%j) is %j", (path, scrubbed) => {
    expect(scrubPath(path)).toBe(scrubbed);
  });

  it.each([
    ["", ""],
    ["?", ""],
    ["?trip=eyJpZCI6MX0&trip=x", "?trip"],
    ["?token=abc&ledger=3", "?token&ledger"],
    ["?15035550142=1&ok=2", "?ok"],
  ])("scrubSearch(%j) is %j", (search, scrubbed) => {
    expect(scrubSearch(search)).toBe(scrubbed);
  });

  it.each([
    ["", ""],
    ["https://example.org/", "https://example.org/"],
    ["https://app.example/app/trip/5588?trip=eyJ9#x", "https://app.example/app/trip/:id"],
    ["android-app://com.google.android.gm/", ""],
    ["not a url", ""],
  ])("scrubReferrer(%j) is %j", (referrer, scrubbed) => {
    expect(scrubReferrer(referrer)).toBe(scrubbed);
  });
});
