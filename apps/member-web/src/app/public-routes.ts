import { routePatterns as at } from "@tandem/paths";
import type { RouteObject } from "react-router";
import { areaPage, type RouteKit } from "./route-kit.tsx";

const welcome = () => import("../pages/welcome/welcome-page.tsx");
const home = () => import("../pages/home/home-page.tsx");
const styleguide = () => import("../pages/styleguide/styleguide-page.tsx");

/** The pages with no frame: the welcome page, the styleguide and the privacy policy's bare text. */
export function bareRoutes({ page, gate }: RouteKit): RouteObject[] {
  return [
    gate("signed-out", [page(at.welcome, areaPage(welcome, "welcome"))]),
    gate("public", [
      page(at.styleguide, areaPage(styleguide, "styleguide"), "pages"),
      page(at.privacyPolicyContent, () => import("../pages/legal/privacy-policy-content-page.tsx"), "pages"),
    ]),
  ];
}

/** The pages in the public frame: signing in, regaining access, the contact list, legal pages and onboarding. */
export function publicRoutes({ page, gate }: RouteKit): RouteObject[] {
  return [
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
  ];
}
