import { loadMessageArea, type MessageArea } from "@tandem/i18n";
import { lazyRoute, PageErrorBoundary, type RouteContext, type RouteModule } from "@tandem/page-kit";
import { paths, routePatterns as at } from "@tandem/paths";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { RouteError } from "../layout/route-error.tsx";
import { reloadOnStaleChunk } from "../pwa/stale-bundle.ts";
import { AppRoot } from "./app-root.tsx";
import { guard, type Access } from "./guards.ts";

// Areas of the shell not yet moved into their packages: one chunk each, a page per name.
interface AreaModule {
  pages: Record<string, ComponentType>;
}
const welcome = () => import("../pages/welcome/welcome-page.tsx");
const home = () => import("../pages/home/home-page.tsx");
const styleguide = () => import("../pages/styleguide/styleguide-page.tsx");

function areaPage<M extends AreaModule>(load: () => Promise<M>, name: keyof M["pages"] & string) {
  return async (): Promise<RouteModule> => {
    const Component = (await load()).pages[name];
    if (!Component) throw new Error(`Route area has no page "${name}"`);
    return { Component, ErrorBoundary: PageErrorBoundary };
  };
}

type Layout = "app" | "public" | "bare";

/**
 * The route table of both spec documents (paths from `@tandem/paths`), each page guarded as D-07 says:
 * layout route (top bar and tabs) → guard (route middleware, before any page loader) → pages. The guard's route
 * also holds the error view, so a failed page keeps the layout around it (F-003, E-03).
 */
export function createRoutes(context: RouteContext): RouteObject[] {
  // A page of an area names the catalog its words are in, loaded beside its chunk.
  const page = (path: string, load: () => Promise<RouteModule>, messages?: MessageArea): RouteObject => ({
    path,
    lazy: lazyRoute(reloadOnStaleChunk(load), context, messages),
  });
  const gate = (access: Access, children: RouteObject[]): RouteObject => ({
    middleware: [guard(access, context)],
    errorElement: <PageErrorBoundary />,
    children,
  });
  // The frames load with the first page that needs one, in parallel with its chunk: the welcome page (bare)
  // never downloads the top bar, the tabs or sign-out.
  const layout = (kind: Layout, children: RouteObject[]): RouteObject =>
    kind === "bare"
      ? { children }
      : {
          lazy: async () => {
            // The frames hold the menu's sign-out, whose words are account's.
            const [frames] = await Promise.all([
              reloadOnStaleChunk(() => import("../layout/app-layout.tsx"))(),
              loadMessageArea("account"),
            ]);
            return kind === "app"
              ? { Component: frames.MemberLayout, ErrorBoundary: frames.MemberLayoutError }
              : { Component: frames.PublicLayout, ErrorBoundary: frames.PublicLayoutError };
          },
          children,
        };
  return [
    {
      // While the first guard asks who the member is, only the full-screen loader shows (F-001, F-002).
      element: <AppRoot />,
      hydrateFallbackElement: <ScreenLoader />,
      errorElement: <RouteError />,
      children: [
        layout("bare", [
          gate("signed-out", [page(at.welcome, areaPage(welcome, "welcome"))]),
          gate("public", [
            page(at.styleguide, areaPage(styleguide, "styleguide"), "pages"),
            page(
              at.privacyPolicyContent,
              () => import("../pages/legal/privacy-policy-content-page.tsx"),
              "pages",
            ),
          ]),
        ]),
        layout("public", [
          gate("signed-out", [
            page(at.start, () => import("@tandem/account/start-page"), "account"),
            page(at.oneTimePassword, () => import("@tandem/account/one-time-password-page"), "account"),
          ]),
          gate("public", [
            page(at.regainAccountAccess, () => import("@tandem/account/regain-access-page"), "account"),
            page(
              at.regainAccountAccessSuccess,
              () => import("@tandem/account/regain-access-success-page"),
              "account",
            ),
            page(at.contactList, () => import("../pages/contact-list/contact-list-page.tsx"), "pages"),
            page(at.contactListAdd, () => import("../pages/contact-list/contact-list-add-page.tsx"), "pages"),
            page(
              at.contactListSuccess,
              () => import("../pages/contact-list/contact-list-success-page.tsx"),
              "pages",
            ),
            page(at.preferencesPublic, () => import("@tandem/account/preferences-public-page"), "account"),
            page(at.privacyPolicy, () => import("../pages/legal/privacy-policy-page.tsx"), "pages"),
            page(at.termsOfUse, () => import("../pages/legal/terms-of-use-page.tsx"), "pages"),
            page(at.error, areaPage(home, "error"), "pages"),
          ]),
          gate("onboarding", [
            page(at.onboarding, () => import("@tandem/account/onboarding-page"), "account"),
            page(at.onboardingSignup, () => import("@tandem/account/onboarding-signup-page"), "account"),
          ]),
          gate("member", [
            page(at.onboardingFinish, () => import("@tandem/account/onboarding-finish-page"), "account"),
          ]),
        ]),
        layout("app", [
          gate("onboarded", [
            page(at.dashboard, () => import("../pages/dashboard/dashboard-page.tsx"), "pages"),
            page(at.utilities, () => import("../pages/utilities/utilities-page.tsx"), "pages"),
            page(at.mobility, () => import("@tandem/mobility-map/mobility-page"), "mobility"),
            page(at.food, () => import("@tandem/commerce/food-page"), "commerce"),
            page(at.offering, () => import("@tandem/commerce/offering-page"), "commerce"),
            page(at.product, () => import("@tandem/commerce/product-page"), "commerce"),
            page(at.cart, () => import("@tandem/commerce/cart-page"), "commerce"),
            page(at.checkout, () => import("@tandem/commerce/checkout-page"), "commerce"),
            page(at.checkoutConfirmation, () => import("@tandem/commerce/confirmation-page"), "commerce"),
            page(at.orderHistory, () => import("@tandem/commerce/order-history-page"), "commerce"),
            page(at.unclaimedOrders, () => import("@tandem/commerce/unclaimed-orders-page"), "commerce"),
            page(at.order, () => import("@tandem/commerce/order-page"), "commerce"),
            page(at.funding, () => import("@tandem/account/funding-page"), "account"),
            page(at.addCard, () => import("@tandem/account/add-card-page"), "account"),
            page(at.linkBankAccount, () => import("@tandem/account/link-bank-account-page"), "account"),
            page(at.addFunds, () => import("@tandem/account/add-funds-page"), "account"),
            page(at.ledgers, () => import("@tandem/account/ledgers-page"), "account"),
            page(at.trips, () => import("@tandem/account/trips-page"), "account"),
            page(at.trip, () => import("@tandem/account/trip-page"), "account"),
            page(at.privateAccounts, () => import("@tandem/account/private-accounts-page"), "account"),
            page(at.privateAccount, () => import("@tandem/account/private-account-setup-page"), "account"),
          ]),
          // D-07 (updated): a member may set messaging preferences before finishing signup.
          gate("member", [page(at.preferences, () => import("@tandem/account/preferences-page"), "account")]),
          // A followed registration link lands here signed in or not: the page's loader decides where it goes.
          gate("public", [
            page(at.partnerSignup, () => import("@tandem/account/partner-signup-page"), "account"),
          ]),
        ]),
        // anything else goes to the welcome page, replacing the bad entry in history.
        { path: "*", element: <Navigate to={paths.welcome()} replace /> },
      ],
    },
  ];
}
