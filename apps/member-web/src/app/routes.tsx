import { Navigate, type RouteObject } from "react-router";
import { AppLayout } from "../layout/app-layout.tsx";
import { RouteError } from "../layout/route-error.tsx";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import { paths } from "../paths.ts";
import { AppRoot } from "./app-root.tsx";
import { guard, type Access, type GuardContext } from "./guards.ts";
import { lazyPage } from "./lazy-page.ts";

// One chunk per area: a member who never opens the map never downloads it.
const welcome = () => import("../areas/welcome.tsx");
const auth = () => import("../areas/auth.tsx");
const onboarding = () => import("../areas/onboarding.tsx");
const home = () => import("../areas/home.tsx");
const contactList = () => import("../areas/contact-list.tsx");
const mobility = () => import("../areas/mobility.tsx");
const food = () => import("../areas/food.tsx");
const money = () => import("../areas/money.tsx");
const activity = () => import("../areas/activity.tsx");
const settings = () => import("../areas/settings.tsx");
const legal = () => import("../areas/legal.tsx");
const styleguide = () => import("../areas/styleguide.tsx");

/** The route table of both spec documents, each route guarded as decision D-07 says. */
export function createRoutes(context: GuardContext): RouteObject[] {
  const gate = (access: Access, children: RouteObject[], layout: "app" | "public" | "bare"): RouteObject => ({
    loader: guard(access, context),
    ...(layout === "bare" ? {} : { element: <AppLayout navigation={layout === "app"} /> }),
    children,
  });
  return [
    {
      // While the first guard asks who the member is, only the full-screen loader shows (F-001, F-002).
      element: <AppRoot />,
      hydrateFallbackElement: <ScreenLoader />,
      errorElement: <RouteError />,
      children: [
        gate("signed-out", [{ index: true, lazy: lazyPage(welcome, "welcome") }], "bare"),
        gate(
          "signed-out",
          [
            { path: "start", lazy: lazyPage(auth, "start") },
            { path: "one-time-password", lazy: lazyPage(auth, "oneTimePassword") },
          ],
          "public",
        ),
        gate(
          "public",
          [
            { path: "regain-account-access", lazy: lazyPage(auth, "regainAccountAccess") },
            { path: "regain-account-access/success", lazy: lazyPage(auth, "regainAccountAccessSuccess") },
            { path: "contact-list", lazy: lazyPage(contactList, "contactList") },
            { path: "contact-list/add", lazy: lazyPage(contactList, "contactListAdd") },
            { path: "contact-list/success", lazy: lazyPage(contactList, "contactListSuccess") },
            { path: "preferences-public", lazy: lazyPage(settings, "preferencesPublic") },
            { path: "privacy-policy", lazy: lazyPage(legal, "privacyPolicy") },
            { path: "terms-of-use", lazy: lazyPage(legal, "termsOfUse") },
            { path: "error", lazy: lazyPage(home, "error") },
          ],
          "public",
        ),
        gate(
          "public",
          [
            { path: "styleguide", lazy: lazyPage(styleguide, "styleguide") },
            { path: "privacy-policy-content", lazy: lazyPage(legal, "privacyPolicyContent") },
          ],
          "bare",
        ),
        gate(
          "onboarding",
          [
            { path: "onboarding", lazy: lazyPage(onboarding, "onboarding") },
            { path: "onboarding/signup", lazy: lazyPage(onboarding, "signup") },
          ],
          "public",
        ),
        gate("member", [{ path: "onboarding/finish", lazy: lazyPage(onboarding, "finish") }], "public"),
        gate(
          "onboarded",
          [
            { path: "dashboard", lazy: lazyPage(home, "dashboard") },
            { path: "utilities", lazy: lazyPage(home, "utilities") },
            { path: "mobility", lazy: lazyPage(mobility, "mobility") },
            { path: "food", lazy: lazyPage(food, "food") },
            { path: "food/:offeringId", lazy: lazyPage(food, "offering") },
            { path: "product/:offeringId/:productId", lazy: lazyPage(food, "product") },
            { path: "cart/:offeringId", lazy: lazyPage(food, "cart") },
            { path: "checkout/:checkoutId", lazy: lazyPage(food, "checkout") },
            { path: "checkout/:checkoutId/confirmation", lazy: lazyPage(food, "confirmation") },
            { path: "order-history", lazy: lazyPage(food, "orderHistory") },
            { path: "unclaimed-orders", lazy: lazyPage(food, "unclaimedOrders") },
            { path: "order/:orderId", lazy: lazyPage(food, "order") },
            { path: "funding", lazy: lazyPage(money, "funding") },
            { path: "add-card", lazy: lazyPage(money, "addCard") },
            { path: "link-bank-account", lazy: lazyPage(money, "linkBankAccount") },
            { path: "add-funds", lazy: lazyPage(money, "addFunds") },
            { path: "ledgers", lazy: lazyPage(money, "ledgers") },
            { path: "trips", lazy: lazyPage(activity, "trips") },
            { path: "trip/:tripId", lazy: lazyPage(activity, "trip") },
            { path: "private-accounts", lazy: lazyPage(settings, "privateAccounts") },
            { path: "preferences", lazy: lazyPage(settings, "preferences") },
          ],
          "app",
        ),
        // anything else goes to the welcome page, replacing the bad entry in history.
        { path: "*", element: <Navigate to={paths.welcome()} replace /> },
      ],
    },
  ];
}
