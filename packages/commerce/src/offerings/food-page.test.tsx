import { createFakeApi, errorAnswer, renderRoute, wireFixture } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { wireMember } from "../testing/commerce-fixtures.ts";
import * as foodPage from "./food-page.tsx";

const offerings = wireFixture("GET_commerce_offerings");
const s = (text: string) => ["s", text];

describe("/food", () => {
  it("R-17 B-02 A-30 lists a card per offering with its thumbnail and closing date, and the order history button", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireMember({ has_order_history: true }) },
      "GET /commerce/offerings": { body: offerings },
    });
    renderRoute(foodPage, { path: routePatterns.food, api });
    expect(await screen.findByRole("heading", { level: 1, name: "Food" })).toBeInTheDocument();
    const harvest = await screen.findByRole("link", { name: /Holiday Harvest Box/ });
    expect(harvest).toHaveAttribute("href", "/food/12");
    // closes_at is 07:59:59 UTC on 20 December: the end of the 19th in Portland, the zone the tests run in.
    expect(harvest).toHaveTextContent("Order until December 19, 2025");
    expect(screen.getByRole("link", { name: /Farmers Market Tokens/ })).not.toHaveTextContent("Order until");
    // C-20: the thumbnail is asked for at 100 × 80.
    const thumb = harvest.querySelector("img");
    expect(thumb?.getAttribute("src")).toMatch(/w=100&h=80/);
    expect(await screen.findByRole("link", { name: "Order history" })).toHaveAttribute(
      "href",
      "/order-history",
    );
  });

  it("R-17 shows the food waitlist survey when there are no offerings, and no order history button without orders", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireMember({ has_order_history: false, finished_survey_topics: [] }) },
      "GET /commerce/offerings": { body: { ...offerings, items: [], total_count: 0 } },
      "GET /meta/static_strings/en/surveys": {
        body: {
          food_waitlist: {
            title: s("Food is coming"),
            intro: s("Join the waitlist."),
            entity_type: { label: s("Which best describes you?"), community: s("A community member") },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderRoute(foodPage, { path: routePatterns.food, api });
    expect(await screen.findByRole("heading", { name: "Nothing to order right now" })).toBeInTheDocument();
    await user.click(await screen.findByRole("radio", { name: "A community member" }));
    expect(screen.getByRole("button", { name: "Join the waitlist" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Order history" })).not.toBeInTheDocument();
  });

  it("E-16 a failed load shows the error view with Try again", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireMember() },
      "GET /commerce/offerings": errorAnswer(500, "api_error"),
    });
    renderRoute(foodPage, { path: routePatterns.food, api });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
