import type { RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import { Navigate, type RouteObject } from "react-router";
import { RouteError } from "../layout/route-error.tsx";
import { AppRoot } from "./app-root.tsx";
import { memberRoutes } from "./member-routes.ts";
import { bareRoutes, publicRoutes } from "./public-routes.ts";
import { createRouteKit } from "./route-kit.tsx";

/**
 * The route table of both spec documents (paths from `@tandem/paths`), each page guarded as D-07 says:
 * layout route (top bar and tabs) → guard (route middleware, before any page loader) → pages. The guard's route
 * also holds the error view, so a failed page keeps the layout around it (F-003, E-03). Each frame's pages are
 * listed in their own module (`public-routes.ts`, `member-routes.ts`), built with `route-kit.tsx`.
 */
export function createRoutes(context: RouteContext): RouteObject[] {
  const kit = createRouteKit(context);
  return [
    {
      // While the first guard asks who the member is, only the full-screen loader shows (F-001, F-002).
      element: <AppRoot />,
      hydrateFallbackElement: <ScreenLoader />,
      errorElement: <RouteError />,
      children: [
        kit.layout("bare", bareRoutes(kit)),
        kit.layout("public", publicRoutes(kit)),
        kit.layout("app", memberRoutes(kit)),
        // anything else goes to the welcome page, replacing the bad entry in history.
        { path: "*", element: <Navigate to={paths.welcome()} replace /> },
      ],
    },
  ];
}
