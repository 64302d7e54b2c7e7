import type { ApiClient } from "@tandem/api-client";
import { meQueries } from "@tandem/api-client/react";
import type { QueryClient } from "@tanstack/react-query";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { rememberNextUrl } from "../lib/next-url.ts";
import { paths } from "../paths.ts";

/**
 * Who may open a route (D-07):
 * - `public`: everyone;
 * - `signed-out`: visitors only, members go to the dashboard (welcome, start, one-time password);
 * - `member`: signed in, onboarded or not (onboarding finish);
 * - `onboarding`: signed in and not yet onboarded (onboarding, signup);
 * - `onboarded`: signed in and onboarded (every other member page).
 */
export type Access = "public" | "signed-out" | "member" | "onboarding" | "onboarded";

export interface GuardContext {
  queryClient: QueryClient;
  apiClient: ApiClient;
}

/** A route loader that enforces `access`, redirecting before anything renders (no flash of content). */
export function guard(access: Access, { queryClient, apiClient }: GuardContext) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (access === "public") return null;
    const member = await queryClient.ensureQueryData(meQueries.current(apiClient));
    if (access === "signed-out") {
      if (member) throw redirect(paths.dashboard());
      return null;
    }
    if (!member) {
      const url = new URL(request.url);
      rememberNextUrl(url.pathname.replace(/^\/app(?=\/)/, "") + url.search);
      throw redirect(paths.welcome());
    }
    if (access === "onboarding" && member.onboarded) throw redirect(paths.dashboard());
    if (access === "onboarded" && !member.onboarded) throw redirect(paths.onboarding());
    return null;
  };
}
