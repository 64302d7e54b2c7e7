import { createFakeApi, errorAnswer, renderRoute } from "@tandem/page-kit/testing";
import { routePatterns } from "@tandem/paths";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as cartPage from "../cart/cart-page.tsx";
import { wireMember } from "../testing/commerce-fixtures.ts";
import * as offeringPage from "./offering-page.tsx";
import * as productPage from "./product-page.tsx";

// Contract §5.1: the backend answers 403 eligibility_violation for an offering kept to verified members of an
// organisation, which a member whose membership is still being checked (named at sign-up, unverified) meets on a
// link kept from before or typed. The member record says nothing of memberships in either API version.
const notEligible = errorAnswer(403, "eligibility_violation", {
  message: "Member cannot access due to constraints",
});

const pages = [
  { name: "offering", module: offeringPage, path: routePatterns.offering, at: "/food/31" },
  { name: "product", module: productPage, path: routePatterns.product, at: "/product/31/310" },
  { name: "cart", module: cartPage, path: routePatterns.cart, at: "/cart/31" },
];

describe.each(pages)("the $name page of an offering for verified members only", ({ module, path, at }) => {
  it("says it is for verified members, that a named membership is being checked, and leads to the food the member can order", async () => {
    const api = createFakeApi({
      "GET /me": { body: wireMember() },
      "GET /commerce/offerings/31": notEligible,
      "GET /commerce/offerings": { body: { items: [] } },
    });
    const user = userEvent.setup();
    renderRoute(module, {
      path,
      at,
      api,
      routes: [{ path: routePatterns.food, Component: () => <h1>Food index</h1> }],
    });
    const title = await screen.findByRole("heading", {
      level: 1,
      name: "This offer is for verified members",
    });
    // Focus moves to the title once the view has mounted (B-17), after it is first shown.
    await waitFor(() => expect(title).toHaveFocus());
    expect(
      screen.getByText("Only verified members of the partner organization it was made for can order it."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/we are checking your membership and will let you know when it is verified/),
    ).toBeInTheDocument();
    // Not the generic error page: no retry of an answer that will not change, no "Something went wrong".
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "See the food you can order" }));
    expect(await screen.findByRole("heading", { name: "Food index" })).toBeInTheDocument();
  });
});
