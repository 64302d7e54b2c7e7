import { rememberNextUrl, type RouteContext } from "@tandem/page-kit";
import { paths, withoutAppBase } from "@tandem/paths";
import { redirect, type MiddlewareFunction } from "react-router";
import { guardMember, guardPublic } from "./signed-in-hint.ts";

/**
 * Who may open a route (D-07):
 * - `public`: everyone;
 * - `signed-out`: visitors only, members go to the dashboard (welcome, start, one-time password);
 * - `member`: signed in, onboarded or not (onboarding finish, preferences);
 * - `onboarding`: signed in and not yet onboarded (onboarding, signup);
 * - `onboarded`: signed in and onboarded (every other member page).
 */
export type Access = "public" | "signed-out" | "member" | "onboarding" | "onboarded";

/**
 * The route middleware that enforces `access`. React Router runs middleware before any loader of the matched
 * routes, so a visitor who opens a member page fires no call but `GET /me`, and nothing renders before the
 * decision (F-002). The signed-out and public pages take a visitor this browser never saw sign in as one without
 * asking (see `guardMember` and `guardPublic`).
 */
export function guard(access: Access, { queryClient, apiClient }: RouteContext): MiddlewareFunction {
  return async ({ request }) => {
    if (access === "public") {
      guardPublic(queryClient);
      return;
    }
    const member = await guardMember(queryClient, apiClient, access === "signed-out");
    if (access === "signed-out") {
      if (member) throw redirect(paths.dashboard());
      return;
    }
    if (!member) {
      const url = new URL(request.url);
      const next = withoutAppBase(url.pathname) ?? url.pathname;
      rememberNextUrl(next + url.search);
      throw redirect(paths.welcome());
    }
    if (access === "onboarding" && member.onboarded) throw redirect(paths.dashboard());
    if (access === "onboarded" && !member.onboarded) throw redirect(paths.onboarding());
  };
}
