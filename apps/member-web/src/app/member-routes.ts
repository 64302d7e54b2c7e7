import { routePatterns as at } from "@tandem/paths";
import type { RouteObject } from "react-router";
import type { RouteKit } from "./route-kit.tsx";

/** Food: the index, offerings, products, the cart, checkout and orders (commerce). */
function foodPages({ page }: RouteKit): RouteObject[] {
  return [
    page(at.food, () => import("@tandem/commerce/food-page"), "commerce"),
    page(at.offering, () => import("@tandem/commerce/offering-page"), "commerce"),
    page(at.product, () => import("@tandem/commerce/product-page"), "commerce"),
    page(at.cart, () => import("@tandem/commerce/cart-page"), "commerce"),
    page(at.checkout, () => import("@tandem/commerce/checkout-page"), "commerce"),
    page(at.checkoutConfirmation, () => import("@tandem/commerce/confirmation-page"), "commerce"),
    page(at.orderHistory, () => import("@tandem/commerce/order-history-page"), "commerce"),
    page(at.unclaimedOrders, () => import("@tandem/commerce/unclaimed-orders-page"), "commerce"),
    page(at.order, () => import("@tandem/commerce/order-page"), "commerce"),
  ];
}

/** Money and travel: payment methods, funds, ledgers, trips and private accounts (account). */
function accountPages({ page }: RouteKit): RouteObject[] {
  return [
    page(at.funding, () => import("@tandem/account/funding-page"), "account"),
    page(at.addCard, () => import("@tandem/account/add-card-page"), "account"),
    page(at.linkBankAccount, () => import("@tandem/account/link-bank-account-page"), "account"),
    page(at.addFunds, () => import("@tandem/account/add-funds-page"), "account"),
    page(at.ledgers, () => import("@tandem/account/ledgers-page"), "account"),
    page(at.trips, () => import("@tandem/account/trips-page"), "account"),
    page(at.trip, () => import("@tandem/account/trip-page"), "account"),
    page(at.privateAccounts, () => import("@tandem/account/private-accounts-page"), "account"),
    page(at.privateAccount, () => import("@tandem/account/private-account-setup-page"), "account"),
  ];
}

/** The pages in the member's frame (top bar and tabs): most for onboarded members only. */
export function memberRoutes(kit: RouteKit): RouteObject[] {
  const { page, gate } = kit;
  return [
    gate("onboarded", [
      page(at.dashboard, () => import("../pages/dashboard/dashboard-page.tsx"), "pages"),
      page(at.utilities, () => import("../pages/utilities/utilities-page.tsx"), "pages"),
      page(at.mobility, () => import("@tandem/mobility-map/mobility-page"), "mobility"),
      ...foodPages(kit),
      ...accountPages(kit),
    ]),
    // D-07 (updated): a member may set messaging preferences before finishing signup.
    gate("member", [page(at.preferences, () => import("@tandem/account/preferences-page"), "account")]),
    // A followed registration link lands here signed in or not: the page's loader decides where it goes.
    gate("public", [page(at.partnerSignup, () => import("@tandem/account/partner-signup-page"), "account")]),
  ];
}
