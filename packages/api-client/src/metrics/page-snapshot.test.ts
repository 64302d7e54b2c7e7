import { describe, expect, it } from "vitest";
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
  it("F-029 reads path with search, referrer, title, screen and bot code", () => {
    expect(readBrowserPage(browser())).toEqual({
      path: "/app/food?x=1",
      referrer: "https://example.org/",
      title: "Food · Tandem",
      search: "?x=1",
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
});
