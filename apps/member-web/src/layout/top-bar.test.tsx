import { createFakeApi, renderRoute, wireFixture } from "@tandem/page-kit/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { TopBar } from "./top-bar.tsx";

const withBar = { Component: () => <TopBar navigation /> };

function renderBar(me: Record<string, unknown> | null, at = "/funding", path = "/:page") {
  const api = createFakeApi(me ? { "GET /me": { body: me } } : {});
  renderRoute(withBar, { path, at, api });
  return userEvent.setup();
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole("button", { name: "Open menu" }));
  return screen.getByRole("navigation", { name: "Menu" });
};

describe("top bar and menu", () => {
  it("F-009 B-15 lists the member's pages in order, marks the current one, and closes when it is chosen", async () => {
    const user = renderBar({ ...wireFixture("GET_me"), show_private_accounts: true });
    const menu = await openMenu(user);
    const names = within(menu)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual([
      "Dashboard",
      "Private accounts",
      "Payment methods",
      "Ledger transactions",
      "Order history",
      "Trips",
      "Preferences",
    ]);
    expect(within(menu).getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    const current = within(menu).getByRole("link", { name: "Payment methods" });
    expect(current).toHaveAttribute("aria-current", "page");
    await user.click(current);
    expect(screen.queryByRole("navigation", { name: "Menu" })).toBeNull();
  });

  it("F-009 leaves Private accounts out for a member without them", async () => {
    const menu = await openMenu(renderBar({ ...wireFixture("GET_me"), show_private_accounts: false }));
    expect(within(menu).queryByRole("link", { name: "Private accounts" })).toBeNull();
  });

  it("F-010 F-011 shows a visitor only the languages and the footer, with the clock's year", async () => {
    // A fixed clock: the year shown is the clock's, and the test reads the same on New Year's Eve as on any day.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2031, 0, 1, 0, 0, 5) });
    onTestFinished(() => void vi.useRealTimers());
    const user = renderBar(null, "/start");
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    expect(screen.queryByRole("navigation", { name: "Menu" })).toBeNull();
    expect(screen.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms-of-use");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByText("© 2031 Tandem")).toBeInTheDocument();
  });

  it("closes on Escape and gives focus back to the toggle", async () => {
    const user = renderBar(wireFixture("GET_me"));
    await openMenu(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Menu" })).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("F-013 D-28 tells an admin whom they are acting as, with a way to the member's admin page", async () => {
    renderBar(wireFixture("GET_me_impersonating"));
    const link = await screen.findByRole("link", { name: /^Impersonating: .+\(open in the admin app\)$/ });
    expect(link.getAttribute("href")).toMatch(/^\/admin\/member\/\d+$/);
  });

  it("F-008 the brand (logo and app name) takes a member from /funding to the dashboard", async () => {
    const user = renderBar(wireFixture("GET_me"), "/funding", "/funding");
    const brand = await screen.findByRole("link", { name: "Tandem" });
    await waitFor(() => expect(brand).toHaveAttribute("href", "/dashboard"));
    expect(brand.querySelector("svg")).not.toBeNull();
    await user.click(brand);
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
  });

  it("F-008 the hamburger expands the menu and collapses it again", async () => {
    const user = renderBar(wireFixture("GET_me"));
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Menu" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Menu" })).toBeNull();
  });
});

describe("tabs (F-014)", () => {
  /** The tabs of the top bar marked as the current page. */
  async function currentTabs(at: string, path: string) {
    renderBar(wireFixture("GET_me"), at, path);
    const tabs = await screen.findByRole("navigation", { name: "Main" });
    return within(tabs)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page")
      .map((link) => link.textContent);
  }

  it("F-014 D-08 lights Food, and only Food, on a checkout confirmation", async () => {
    expect(await currentTabs("/checkout/5/confirmation", "/checkout/:id/confirmation")).toEqual(["Food"]);
  });

  it("F-014 lights Mobility, and only Mobility, on /mobility", async () => {
    expect(await currentTabs("/mobility", "/:page")).toEqual(["Mobility"]);
  });

  it("F-014 lights Food on a food page below /food", async () => {
    expect(await currentTabs("/food/12", "/food/:offeringId")).toEqual(["Food"]);
  });

  it("F-014 lights no tab on a page outside the four", async () => {
    expect(await currentTabs("/funding", "/:page")).toEqual([]);
  });

  it("F-014 the tabs lead to the dashboard, mobility, food and utilities", async () => {
    renderBar(wireFixture("GET_me"));
    const tabs = await screen.findByRole("navigation", { name: "Main" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Home", "/dashboard"],
      ["Mobility", "/mobility"],
      ["Food", "/food"],
      ["Utilities", "/utilities"],
    ]);
  });
});
